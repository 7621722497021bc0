// fifo3: which step of a graph of a printf kernel fixes cudaLimitPrintfFifoSize
// (rt31-c's r_fifo2 read it fixed after capture and instantiation together),
// and likewise the heap for a kernel that may call malloc: each step in a
// process of its own, then cudaDeviceSetLimit(3 MiB resp. 32 MiB) and the
// limit read back. Steps: a capture ended, not instantiated; a kernel node
// added by hand; that graph instantiated; the capture instantiated; the
// instantiated graph launched (the control).
#include <cstdio>
#include <unistd.h>
#include <sys/wait.h>

__global__ void say(int n) {
  if (n > 0) printf("n %d\n", n);
}
__global__ void grab(int n, int **out) {
  if (n > 0) *out = (int *)malloc(n);
}

static void step(int which, bool heap) {
  cudaLimit l = heap ? cudaLimitMallocHeapSize : cudaLimitPrintfFifoSize;
  size_t base = heap ? 16 << 20 : 2 << 20;
  cudaFree(0);
  cudaDeviceSetLimit(l, base);
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaGraph_t g;
  cudaGraphExec_t x;
  const char *what = "?";
  if (which == 0 || which == 3 || which == 4) {
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    if (heap) grab<<<1, 1, 0, s>>>(0, nullptr);
    else say<<<1, 1, 0, s>>>(0);
    cudaStreamEndCapture(s, &g);
    what = "capture ended";
    if (which >= 3) cudaGraphInstantiateWithFlags(&x, g, 0), what = "capture instantiated";
    if (which == 4) cudaGraphLaunch(x, s), cudaStreamSynchronize(s), what = "instantiated capture launched";
  } else {
    cudaGraphCreate(&g, 0);
    int zero = 0;
    int **none = nullptr;
    void *args[2] = {&zero, &none};
    cudaKernelNodeParams p = {};
    p.func = heap ? (void *)grab : (void *)say;
    p.gridDim = dim3(1);
    p.blockDim = dim3(1);
    p.kernelParams = args;
    cudaGraphNode_t n;
    cudaGraphAddKernelNode(&n, g, nullptr, 0, &p);
    what = "kernel node added";
    if (which == 2) cudaGraphInstantiateWithFlags(&x, g, 0), what = "node's graph instantiated";
  }
  cudaError_t e = cudaDeviceSetLimit(l, base + (base >> 1));
  size_t v = 0;
  cudaDeviceGetLimit(&v, l);
  printf("%s %-30s set %s, reads %zu (base %zu), last %s\n", heap ? "heap" : "fifo", what, cudaGetErrorName(e), v, base,
         cudaGetErrorName(cudaGetLastError()));
}

int main() {
  for (int heap = 0; heap < 2; heap++)
    for (int which = 0; which < 5; which++) {
      fflush(stdout);
      pid_t pid = fork();
      if (pid == 0) {
        alarm(10);
        step(which, heap);
        fflush(stdout);
        _exit(0);
      }
      int st = 0;
      waitpid(pid, &st, 0);
      if (WIFSIGNALED(st)) printf("step %d heap %d: signal %d\n", which, heap, WTERMSIG(st));
    }
  return 0;
}
