// hostcalls2: the CUDA calls graphs26's s_gr_hostcalls did not make, from a
// host function (cudaLaunchHostFunc) on a non-blocking stream, each case in
// a process of its own with a 5 s alarm: what each answers, and the last
// error after it (cudasim answers them as from any thread; the H200 refused
// every synchronization, query, synchronous copy and cudaMalloc).
#include <cstdio>
#include <unistd.h>
#include <sys/wait.h>

__global__ void k(int *p) { *p += 1; }

static int *dev;
static cudaStream_t s, other;
static cudaEvent_t ev;
static int which;
static cudaError_t got, last;

static cudaError_t call(int c) {
  void *p = nullptr;
  cudaStream_t t;
  int d;
  switch (c) {
  case 0: return cudaEventRecord(ev, other);
  case 1: k<<<1, 1, 0, other>>>(dev); return cudaGetLastError();
  case 2: return cudaMemsetAsync(dev, 0, 4, other);
  case 3: return cudaStreamQuery(other);
  case 4: return cudaFree(dev + 16);
  case 5: return cudaGetDevice(&d);
  case 6: return cudaMallocHost(&p, 64);
  case 7: return cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  case 8: return cudaEventQuery(ev);
  case 9: return cudaMallocAsync(&p, 64, other);
  case 10: return cudaLaunchHostFunc(other, [](void *) {}, nullptr);
  case 11: return cudaStreamWaitEvent(other, ev, 0);
  }
  return cudaErrorUnknown;
}
static const char *names[] = {"cudaEventRecord other", "launch on other", "cudaMemsetAsync other", "cudaStreamQuery other",
                              "cudaFree", "cudaGetDevice", "cudaMallocHost", "cudaStreamCreate",
                              "cudaEventQuery recorded before", "cudaMallocAsync other", "cudaLaunchHostFunc other", "cudaStreamWaitEvent other"};
static const int ncalls = 12;

static void CUDART_CB hostFn(void *) {
  got = call(which);
  last = cudaGetLastError();
}

int main() {
  for (int c = 0; c < ncalls; c++) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
      setvbuf(stdout, nullptr, _IOLBF, 0);
      alarm(5);
      which = c;
      cudaMalloc(&dev, 256);
      cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
      cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking);
      cudaEventCreate(&ev);
      cudaEventRecord(ev, other);
      cudaStreamSynchronize(other);
      cudaError_t l = cudaLaunchHostFunc(s, hostFn, nullptr);
      cudaError_t sy = cudaStreamSynchronize(s);
      cudaError_t dsy = cudaDeviceSynchronize();
      printf("%-32s launch %s in host %s last %s; then sync %s, device sync %s\n", names[c], cudaGetErrorName(l), cudaGetErrorName(got),
             cudaGetErrorName(last), cudaGetErrorName(sy), cudaGetErrorName(dsy));
      _exit(0);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    if (WIFSIGNALED(st)) printf("%-32s hang or crash (signal %d)\n", names[c], WTERMSIG(st));
  }
  return 0;
}
