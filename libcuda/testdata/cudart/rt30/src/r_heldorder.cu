// r_heldorder: stream order while kernels wait (with __nanosleep) for flags
// the host sets later, as tests of asynchronous libraries hold streams:
// cudaStreamWaitEvent waits for the record before it, not a later re-record
// of the same event; host functions across streams in event order; the
// legacy stream waiting for a held blocking stream and not for a
// non-blocking one; a graph (kernel and host nodes) launched behind a held
// kernel; cudaFreeAsync behind a held kernel: another stream's allocation
// does not get that memory until the free is ordered before it; a second
// host thread synchronizing the device while it is held.
#include "rt.h"
#include <atomic>
#include <thread>
#include <unistd.h>
#include <vector>

__global__ void waitFlag(volatile int *flag, int *mark, int v) {
  while (*flag == 0) __nanosleep(1000);
  if (mark) *mark = v;
}
__global__ void copyOne(int *dst, const int *src) { *dst = *src; }
__global__ void setOne(int *p, int v) { *p = v; }

static std::vector<int> order;
static std::atomic<int> ran{0};
static void CUDART_CB note(void *arg) {
  order.push_back((int)(size_t)arg);
  ran++;
}

int main() {
  alarm(120);
  int *flags = nullptr;
  REQUIRE(cudaHostAlloc(&flags, 8 * sizeof(int), cudaHostAllocMapped));
  for (int i = 0; i < 8; i++) flags[i] = 0;
  int *d = nullptr;
  REQUIRE(cudaMalloc(&d, 64 * sizeof(int)));
  OK(cudaMemset(d, 0, 64 * sizeof(int)));
  cudaStream_t s1, s2, s3, nb;
  OK(cudaStreamCreate(&s1));
  OK(cudaStreamCreate(&s2));
  OK(cudaStreamCreate(&s3));
  OK(cudaStreamCreateWithFlags(&nb, cudaStreamNonBlocking));

  // 1. a wait takes the record before it; re-recording the event elsewhere does not free it
  cudaEvent_t e;
  OK(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
  waitFlag<<<1, 1, 0, s1>>>(flags, d + 0, 11); // held until flags[0]
  OK(cudaEventRecord(e, s1));
  OK(cudaStreamWaitEvent(s2, e, 0));
  copyOne<<<1, 1, 0, s2>>>(d + 1, d + 0); // must see 11
  OK(cudaEventRecord(e, s3));             // s3 is idle: this record completes at once
  OK(cudaEventSynchronize(e));
  EXPECT(cudaEventQuery(e), cudaSuccess);
  EXPECT(cudaStreamQuery(s2), cudaErrorNotReady); // still waiting for the first record
  flags[0] = 1;
  OK(cudaStreamSynchronize(s2));
  int got = -1;
  OK(cudaMemcpy(&got, d + 1, sizeof(int), cudaMemcpyDeviceToHost));
  printf("s2's copy after the wait: %d\n", got);
  check(got == 11, "the wait kept the first record");

  // 2. host functions in event order across streams
  order.clear();
  waitFlag<<<1, 1, 0, s1>>>(flags + 1, nullptr, 0);
  OK(cudaLaunchHostFunc(s1, note, (void *)1));
  OK(cudaEventRecord(e, s1));
  OK(cudaLaunchHostFunc(s2, note, (void *)2)); // s2 is free: runs now or soon
  OK(cudaStreamWaitEvent(s2, e, 0));
  OK(cudaLaunchHostFunc(s2, note, (void *)3)); // after 1
  OK(cudaLaunchHostFunc(nb, note, (void *)4)); // unordered with the rest
  while (ran.load() < 2) usleep(1000);         // 2 and 4 run while s1 is held
  check(order.size() == 2, "only the unheld host functions ran");
  flags[1] = 1;
  OK(cudaDeviceSynchronize());
  printf("host functions ran:");
  for (int v : order) printf(" %d", v);
  printf("\n");
  size_t i1 = 9, i3 = 9;
  for (size_t i = 0; i < order.size(); i++) {
    if (order[i] == 1) i1 = i;
    if (order[i] == 3) i3 = i;
  }
  check(order.size() == 4 && i1 < i3 && i1 >= 2, "1 after 2 and 4, 3 after 1");

  // 3. the legacy stream waits for a held blocking stream, not for a held non-blocking one
  waitFlag<<<1, 1, 0, nb>>>(flags + 2, nullptr, 0);
  setOne<<<1, 1, 0, 0>>>(d + 2, 5);
  OK(cudaStreamSynchronize(0)); // does not wait for nb
  EXPECT(cudaStreamQuery(nb), cudaErrorNotReady);
  waitFlag<<<1, 1, 0, s3>>>(flags + 3, d + 3, 33);
  copyOne<<<1, 1, 0, 0>>>(d + 4, d + 3); // waits for s3's kernel
  EXPECT(cudaStreamQuery(0), cudaErrorNotReady);
  flags[3] = 1;
  OK(cudaStreamSynchronize(0));
  OK(cudaMemcpy(&got, d + 4, sizeof(int), cudaMemcpyDeviceToHost));
  check(got == 33, "the legacy stream's kernel came after the blocking stream's");
  flags[2] = 1;
  OK(cudaStreamSynchronize(nb));

  // 4. a graph with a kernel node and a host node launched behind a held kernel
  cudaGraph_t g;
  OK(cudaGraphCreate(&g, 0));
  int *dst = d + 5, *src = d + 6;
  void *args[] = {&dst, &src};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)copyOne;
  kp.gridDim = dim3(1);
  kp.blockDim = dim3(1);
  kp.kernelParams = args;
  cudaGraphNode_t kn, hn;
  OK(cudaGraphAddKernelNode(&kn, g, nullptr, 0, &kp));
  cudaHostNodeParams hp = {note, (void *)7};
  OK(cudaGraphAddHostNode(&hn, g, &kn, 1, &hp));
  cudaGraphExec_t ge;
  OK(instantiate(&ge, g));
  order.clear();
  ran = 0;
  waitFlag<<<1, 1, 0, s1>>>(flags + 4, d + 6, 66);
  OK(cudaGraphLaunch(ge, s1));
  EXPECT(cudaStreamQuery(s1), cudaErrorNotReady);
  check(order.empty(), "the graph's host node waits for the held kernel");
  flags[4] = 1;
  OK(cudaStreamSynchronize(s1));
  OK(cudaMemcpy(&got, d + 5, sizeof(int), cudaMemcpyDeviceToHost));
  check(got == 66 && order.size() == 1 && order[0] == 7, "the graph ran after the kernel");

  // 5. memory freed behind a held kernel is not another stream's until ordered
  void *p1 = nullptr, *p2 = nullptr, *p3 = nullptr;
  OK(cudaMallocAsync(&p1, 1 << 20, nb));
  OK(cudaStreamSynchronize(nb));
  waitFlag<<<1, 1, 0, nb>>>(flags + 5, nullptr, 0);
  OK(cudaFreeAsync(p1, nb)); // not done until the kernel ends
  cudaStream_t other;
  OK(cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking));
  OK(cudaMallocAsync(&p2, 1 << 20, other));
  printf("an unordered allocation got the held memory: %s\n", p2 == p1 ? "yes" : "no");
  check(p2 != p1, "memory whose free has not run is not handed out");
  cudaEvent_t fe;
  OK(cudaEventCreateWithFlags(&fe, cudaEventDisableTiming));
  OK(cudaEventRecord(fe, nb));
  OK(cudaStreamWaitEvent(other, fe, 0));
  OK(cudaMallocAsync(&p3, 1 << 20, other)); // ordered after the free: may reuse it
  flags[5] = 1;
  OK(cudaStreamSynchronize(other));
  OK(cudaFreeAsync(p2, other));
  OK(cudaFreeAsync(p3, other));
  OK(cudaStreamSynchronize(other));

  // 6. another host thread synchronizing the device while a stream is held
  waitFlag<<<1, 1, 0, nb>>>(flags + 6, d + 7, 77);
  std::atomic<int> synced{0};
  std::thread th([&] {
    cudaError_t err = cudaDeviceSynchronize();
    synced = err == cudaSuccess ? 1 : 2;
  });
  usleep(50000);
  check(synced.load() == 0, "cudaDeviceSynchronize waits for the held stream");
  flags[6] = 1;
  th.join();
  check(synced.load() == 1, "and succeeds once it ends");
  OK(cudaMemcpy(&got, d + 7, sizeof(int), cudaMemcpyDeviceToHost));
  check(got == 77, "the held kernel's store");

  OK(cudaGraphExecDestroy(ge));
  OK(cudaGraphDestroy(g));
  OK(cudaFree(d));
  OK(cudaFreeHost(flags));
  return finish();
}
