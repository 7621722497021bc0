// s_gr_whilespin: a WHILE node whose body never clears its value (window 3's
// s_gr_open28 case 2 failed the launch with cudaErrorLaunchFailure in one
// run and had not ended after 5 s in the other). Each case runs in a
// process of its own (forked before any CUDA call), one after another, its
// output line-buffered; the host polls cudaStreamQuery for up to 8 s rather
// than waiting, and says whether the loop ended, with what, and after how
// many iterations: the body counts them in mapped host memory, which the
// host reads while the graph runs. Cases 3 and 4 clear the value from the
// body after a given count (the loop must end with it); case 5 has a body
// of a kernel that does nothing. Lines starting "time" hold seconds (they
// differ run to run).
#include <time.h>
#include "g26.h"

static int *d;
static volatile unsigned *count; // mapped host memory
static unsigned *countDev;
static cudaStream_t s;

// spin counts the loop's iterations; with stop > 0 it clears the value
// once the count reaches stop.
__global__ void spin(unsigned *n, cudaGraphConditionalHandle h, unsigned stop) {
  unsigned c = atomicAdd(n, 1) + 1;
  __threadfence_system();
  if (stop && c >= stop) cudaGraphSetConditional(h, 0);
}
__global__ void nothing() {}

static double now() {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

// run builds a graph of one WHILE node (value 1 at each launch) whose body
// is what kind says, launches it and polls.
static int run(int kind) {
  REQUIRE(cudaMalloc(&d, 4096));
  OK(cudaMemset(d, 0, 4096));
  REQUIRE(cudaHostAlloc((void **)&count, 64, cudaHostAllocMapped));
  *count = 0;
  REQUIRE(cudaHostGetDevicePointer((void **)&countDev, (void *)count, 0));
  REQUIRE(cudaStreamCreate(&s));
  cudaGraph_t g;
  OK(cudaGraphCreate(&g, 0));
  cudaGraphConditionalHandle h;
  OK(cudaGraphConditionalHandleCreate(&h, g, 1, cudaGraphCondAssignDefault));
  Params p;
  p->type = cudaGraphNodeTypeConditional;
  p->conditional.handle = h;
  p->conditional.type = cudaGraphCondTypeWhile;
  p->conditional.size = 1;
  cudaGraphNode_t cn, n;
  OK(cudaGraphAddNode(&cn, g, nullptr, nullptr, 0, p.get()));
  cudaGraph_t body = p->conditional.phGraph_out[0];
  unsigned stop = kind == 3 ? 1000 : kind == 4 ? 100000 : 0;
  if (kind <= 1) {
    KArgs k(addk, d, 1, 8);
    OK(cudaGraphAddKernelNode(&n, body, nullptr, 0, &k.kp));
  } else if (kind <= 4) {
    void *args[3] = {&countDev, &h, &stop};
    cudaKernelNodeParams kp = {};
    kp.func = (void *)spin;
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(1);
    kp.kernelParams = args;
    OK(cudaGraphAddKernelNode(&n, body, nullptr, 0, &kp));
  } else {
    cudaKernelNodeParams kp = {};
    kp.func = (void *)nothing;
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(1);
    OK(cudaGraphAddKernelNode(&n, body, nullptr, 0, &kp));
  }
  cudaGraphExec_t x;
  OK(cudaGraphInstantiate(&x, g, 0));
  double t0 = now();
  SHOW(cudaGraphLaunch(x, s));
  cudaError_t q = cudaErrorNotReady;
  unsigned at100ms = 0;
  while (now() - t0 < 8) {
    q = cudaStreamQuery(s);
    if (q != cudaErrorNotReady) break;
    if (!at100ms && now() - t0 > 0.1) at100ms = *count;
    usleep(1000);
  }
  double t1 = now() - t0;
  unsigned c1 = *count;
  if (q == cudaErrorNotReady) {
    usleep(100000);
    printf("still running after 8 s (cudaErrorNotReady); counting: %s\n", *count > c1 ? "yes" : kind >= 2 && kind <= 4 ? "no" : "not counted");
    printf("time loop ran %.1f s, %u iterations at 0.1 s, %u at 8 s\n", t1, at100ms, c1);
    fflush(stdout);
    return 3; // exits with the loop running (the alarm ends a hang in the exit)
  }
  printf("ended: query %s", cudaGetErrorName(q));
  if (kind >= 2 && kind <= 4) printf(", iterations %u", c1);
  printf("\n");
  printf("time ended after %.1f s, %u iterations at 0.1 s\n", t1, at100ms);
  SHOW(cudaStreamSynchronize(s));
  SHOW(cudaGetLastError());
  ints("after", d, 4);
  return finish();
}

int main() {
  const char *what[] = {"kernel that never clears the value (as open28 case 2)", "the same again", "counting kernel that never clears the value",
                        "counting kernel that clears the value at 1000", "counting kernel that clears the value at 100000",
                        "empty kernel"};
  const int ncases = 6;
  for (int c = 0; c < ncases; c++) {
    printf("== case %d: %s\n", c, what[c]);
    forked(c, 14, run);
  }
  return 0;
}
