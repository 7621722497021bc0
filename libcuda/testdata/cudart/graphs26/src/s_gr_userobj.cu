// s_gr_userobj: user objects: cudaUserObjectCreate's errors, retain and
// release counts, cudaGraphRetainUserObject (with and without move),
// cudaGraphReleaseUserObject beyond what the graph holds, when the
// destructor runs (after the graph is destroyed, the exec destroyed, the
// launches done: checked after a synchronize, as the destructor runs on
// another thread), objects carried into clones and executables, a child
// graph's objects.
#include <atomic>
#include <thread>
#include <chrono>
#include "g26.h"

static std::atomic<int> destroyed[9];
static void CUDART_CB destroy(void *arg) { destroyed[(size_t)arg]++; }
// settle waits (briefly) for destructors queued to the driver's thread.
static void settle() {
  cudaDeviceSynchronize();
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
}
static void show(const char *what) {
  settle();
  printf("%s: destroyed", what);
  for (int i = 0; i < 9; i++) printf(" %d", destroyed[i].load());
  printf("\n");
}

int main() {
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  cudaUserObject_t o[8];
  for (int i = 0; i < 8; i++) OK(cudaUserObjectCreate(&o[i], (void *)(size_t)i, destroy, 1, cudaUserObjectNoDestructorSync));
  cudaUserObject_t junk;
  SHOW(cudaUserObjectCreate(&junk, (void *)8, destroy, 0, cudaUserObjectNoDestructorSync));
  SHOW(cudaUserObjectCreate(&junk, (void *)8, destroy, 1, 0));
  SHOW(cudaUserObjectCreate(&junk, (void *)8, destroy, 1, 2));
  SHOW(cudaUserObjectCreate(&junk, nullptr, nullptr, 1, cudaUserObjectNoDestructorSync));
  SHOW(cudaUserObjectCreate(nullptr, (void *)8, destroy, 1, cudaUserObjectNoDestructorSync));
  SHOW(cudaUserObjectCreate(&junk, (void *)8, destroy, 0x7fffffff, cudaUserObjectNoDestructorSync));
  SHOW(cudaUserObjectRelease(junk, 0x7fffffff));
  SHOW(cudaGetLastError());
  show("created");
  // 0: released at once
  OK(cudaUserObjectRelease(o[0], 1));
  show("o0 released");
  // 1: retained twice more, released in steps
  OK(cudaUserObjectRetain(o[1], 2));
  OK(cudaUserObjectRelease(o[1], 2));
  show("o1 3-2");
  SHOW(cudaUserObjectRetain(o[1], 0));
  SHOW(cudaUserObjectRelease(o[1], 0));
  OK(cudaUserObjectRelease(o[1], 1));
  show("o1 released");
  // 2: held by a graph (moved), graph destroyed
  cudaGraph_t g;
  OK(cudaGraphCreate(&g, 0));
  OK(cudaGraphRetainUserObject(g, o[2], 1, cudaGraphUserObjectMove));
  show("o2 moved into g");
  // 3: held by g, retained (not moved), user releases its own
  OK(cudaGraphRetainUserObject(g, o[3], 2, 0));
  OK(cudaUserObjectRelease(o[3], 1));
  show("o3 in g, user's released");
  SHOW(cudaGraphReleaseUserObject(g, o[3], 1));
  show("g released one of o3");
  SHOW(cudaGraphReleaseUserObject(g, o[3], 1));
  show("g released its last of o3");
  SHOW(cudaGraphRetainUserObject(g, o[4], 1, 7));
  SHOW(cudaGraphRetainUserObject(g, o[4], 0, 0));
  SHOW(cudaGraphRetainUserObject(nullptr, o[4], 1, 0));
  SHOW(cudaGetLastError());
  // 4: in g, g instantiated, g destroyed, exec launched then destroyed
  OK(cudaGraphRetainUserObject(g, o[4], 1, cudaGraphUserObjectMove));
  cudaGraphNode_t k;
  int *d;
  REQUIRE(cudaMalloc(&d, 256));
  KArgs ka(addk, d, 1, 8);
  OK(cudaGraphAddKernelNode(&k, g, nullptr, 0, &ka.kp));
  cudaGraphExec_t x;
  REQUIRE(cudaGraphInstantiate(&x, g, 0));
  // 5: in a clone
  cudaGraph_t c;
  OK(cudaGraphClone(&c, g));
  OK(cudaGraphRetainUserObject(c, o[5], 1, cudaGraphUserObjectMove));
  OK(cudaGraphDestroy(g));
  show("g destroyed (exec and clone alive)");
  OK(cudaGraphLaunch(x, s));
  OK(cudaGraphExecDestroy(x));
  show("exec destroyed after a launch");
  OK(cudaGraphDestroy(c));
  show("clone destroyed");
  // 6: in a child graph
  cudaGraph_t parent, child;
  OK(cudaGraphCreate(&parent, 0));
  OK(cudaGraphCreate(&child, 0));
  OK(cudaGraphRetainUserObject(child, o[6], 1, cudaGraphUserObjectMove));
  cudaGraphNode_t cn;
  OK(cudaGraphAddChildGraphNode(&cn, parent, nullptr, 0, child));
  OK(cudaGraphDestroy(child));
  show("child destroyed (embedded in parent)");
  OK(cudaGraphDestroy(parent));
  show("parent destroyed");
  // 7: captured graph: user object retained by cudaStreamGetCaptureInfo's graph
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  addk<<<1, 32, 0, s>>>(d, 1, 8);
  cudaStreamCaptureStatus st;
  cudaGraph_t cg;
  OK(cudaStreamGetCaptureInfo(s, &st, nullptr, &cg));
  OK(cudaGraphRetainUserObject(cg, o[7], 1, cudaGraphUserObjectMove));
  cudaGraph_t captured;
  OK(cudaStreamEndCapture(s, &captured));
  show("captured with o7");
  cudaGraphExec_t cx;
  OK(cudaGraphInstantiate(&cx, captured, 0));
  OK(cudaGraphDestroy(captured));
  OK(cudaGraphLaunch(cx, s));
  show("captured graph destroyed, exec launched");
  OK(cudaGraphExecDestroy(cx));
  show("exec destroyed");
  SHOW(cudaUserObjectRetain(nullptr, 1));
  SHOW(cudaUserObjectRelease(nullptr, 1));
  SHOW(cudaGetLastError());
  return finish();
}
