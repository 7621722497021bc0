// fifo4 (res33a-c): fifo3 (probe32) again for the steps session 33's H100
// run lost: the heap steps "capture instantiated" and "instantiated capture
// launched" were killed by their 10 s alarm while a dozen probes shared the
// GPU. Each step named on the command line ("heap:3") runs in a process of
// its own, all at once, with a 60 s alarm, writing each stage it reaches to
// stderr. fifo3's header:
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
#include <cstdlib>
#include <cstring>

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
    fprintf(stderr, "%s %d: captured\n", heap ? "heap" : "fifo", which);
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
  fprintf(stderr, "%s %d: %s\n", heap ? "heap" : "fifo", which, what);
  cudaError_t e = cudaDeviceSetLimit(l, base + (base >> 1));
  size_t v = 0;
  cudaDeviceGetLimit(&v, l);
  printf("%s %-30s set %s, reads %zu (base %zu), last %s\n", heap ? "heap" : "fifo", what, cudaGetErrorName(e), v, base,
         cudaGetErrorName(cudaGetLastError()));
}

int main(int argc, char **argv) {
  pid_t pids[16];
  int n = argc - 1 < 16 ? argc - 1 : 16;
  fflush(stdout);
  for (int i = 0; i < n; i++) {
    int heap = !strncmp(argv[i + 1], "heap:", 5), which = atoi(strchr(argv[i + 1], ':') + 1);
    pids[i] = fork();
    if (pids[i] == 0) {
      char path[32];
      snprintf(path, sizeof path, "fifo4.%d.out", i); // one file a step, printed in order below
      freopen(path, "w", stdout);
      alarm(60);
      step(which, heap);
      fflush(stdout);
      _exit(0);
    }
  }
  for (int i = 0; i < n; i++) {
    int st = 0;
    waitpid(pids[i], &st, 0);
    char path[32], line[256];
    snprintf(path, sizeof path, "fifo4.%d.out", i);
    FILE *f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f)) fputs(line, stdout);
    if (f) fclose(f), remove(path);
    if (WIFSIGNALED(st)) printf("%s: signal %d\n", argv[i + 1], WTERMSIG(st));
  }
  return 0;
}
