// hostlog (probe host33-c): which driver call refuses the runtime's
// cudaStreamQuery from a host function. hostcalls2 (interop26/h100-s32) saw
// cudaStreamQuery of an idle other stream answer cudaErrorNotPermitted from
// a host function, hostcalls4 (h100-s33) cuStreamQuery of one answer
// CUDA_SUCCESS. Through cudasim's drop-in the runtime's cudaStreamQuery makes
// two driver calls, the context-local storage get and cuStreamQuery; the
// driver's error log (CUDA_LOG_FILE, set by run.sh for each case) names the
// driver calls that fail, so it tells which one the real driver refuses.
// One case per process (argv[1]); the answer prints on stdout.
#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

static cudaStream_t s, other;
static cudaEvent_t before;
static int which;
static int got = -1;

static int call(int c) {
  switch (c) {
  case 0: return cudaStreamQuery(other);            // refused in hostcalls2
  case 1: return cuStreamQuery((CUstream)other);    // let through in hostcalls4
  case 2: return cudaEventQuery(before);            // let through in hostcalls2
  case 3: return cudaStreamQuery(s);                // own stream: refused on the H200
  case 4: return cudaStreamGetPriority(other, &got); // a runtime query that waits for nothing
  }
  return -1;
}
static const char *names[] = {"cudaStreamQuery other", "cuStreamQuery other", "cudaEventQuery before", "cudaStreamQuery own",
                              "cudaStreamGetPriority other"};
static const int ncalls = sizeof names / sizeof names[0];
static int answer = -2;

static void CUDART_CB hostFn(void *) {
  fprintf(stderr, "in host\n");
  answer = call(which);
  fprintf(stderr, "returned %d\n", answer);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: hostlog CASE (0..%d)\n", ncalls - 1);
    return 2;
  }
  which = atoi(argv[1]);
  if (which < 0 || which >= ncalls) return 2;
  alarm(60);
  cudaFree(0);
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking);
  cudaEventCreate(&before);
  cudaEventRecord(before, other);
  cudaStreamSynchronize(other);
  fprintf(stderr, "set up\n");
  cudaError_t l = cudaLaunchHostFunc(s, hostFn, nullptr);
  cudaError_t sy = cudaStreamSynchronize(s);
  // the same call from the main thread, after: what it answers off host code
  int outside = call(which);
  printf("%-28s launch %d in host %d; then sync %d; outside %d\n", names[which], (int)l, answer, (int)sy, outside);
  return 0;
}
