// hostcalls4 (res33a-c): hostcalls3 (probe32) again. On session 33's H100
// hostcalls3 saw its first 6 calls refused, then every case from the 7th on
// killed by its 5 s alarm (cuGetErrorName's too) while a dozen other probes
// shared the GPU: slow setup or hangs? Here every case runs at once, each in
// a process of its own with a 60 s alarm, and writes to stderr when it
// reaches each stage (context, setup done, in the host function, the call
// returned, synchronized) with its milliseconds since start, so a killed
// case tells where it stopped. The results print in case order.
// hostcalls2 (probe31) found 11 of 12 runtime calls refused, cudaGetDevice's
// cuCtxGetDevice among them, only cudaEventQuery let through: are queries of
// the device, pointers, limits and errors refused as well, and what do
// destroying an idle stream or an event, a graph launch and a pinned copy
// answer? The driver API is called directly, so each line names the one call
// that answered.
#include <cstdio>
#include <cstring>
#include <unistd.h>
#include <sys/wait.h>
#include <sys/mman.h>
#include <time.h>
#include <cuda.h>
#include <cuda_runtime.h>

__global__ void k(int *p) { *p += 1; }

static CUdeviceptr dev;
static CUstream s, other, idle;
static CUevent ev, spare;
static CUgraphExec gx;
static CUfunction fn;
static void *pinned;
static int which;
static CUresult got;

static CUresult call(int c) {
  CUcontext cx;
  CUdevice d;
  CUevent e;
  int v = 0;
  size_t a, b;
  unsigned int f;
  const char *name;
  switch (c) {
  case 0: return cuCtxGetCurrent(&cx);
  case 1: return cuDeviceGet(&d, 0);
  case 2: return cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, 0);
  case 3: return cuPointerGetAttribute(&v, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, dev);
  case 4: return cuMemGetInfo(&a, &b);
  case 5: return cuCtxGetLimit(&a, CU_LIMIT_STACK_SIZE);
  case 6: return cuStreamGetFlags(other, &f);
  case 7: return cuEventCreate(&e, CU_EVENT_DISABLE_TIMING);
  case 8: return cuEventDestroy(spare);
  case 9: return cuStreamDestroy(idle);
  case 10: return cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_NUM_REGS, fn);
  case 11: return cuGraphLaunch(gx, other);
  case 12: return cuMemcpyHtoDAsync(dev, pinned, 4, other);
  case 13: return cuMemFreeAsync(dev, other);
  case 14: return cuGetErrorName(CUDA_ERROR_INVALID_VALUE, &name);
  case 15: return cuEventSynchronize(ev);
  case 16: return cuCtxSetLimit(CU_LIMIT_STACK_SIZE, 2048);
  case 17: return cuStreamQuery(other);
  }
  return CUDA_ERROR_UNKNOWN;
}
static const char *names[] = {"cuCtxGetCurrent", "cuDeviceGet", "cuDeviceGetAttribute", "cuPointerGetAttribute",
                              "cuMemGetInfo", "cuCtxGetLimit", "cuStreamGetFlags other", "cuEventCreate",
                              "cuEventDestroy unused", "cuStreamDestroy idle", "cuFuncGetAttribute", "cuGraphLaunch other",
                              "cuMemcpyHtoDAsync pinned other", "cuMemFreeAsync other", "cuGetErrorName", "cuEventSynchronize before",
                              "cuCtxSetLimit stack", "cuStreamQuery other"};
static const int ncalls = sizeof names / sizeof names[0];

static double t0;
static void stage(const char *what) {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  fprintf(stderr, "%-32s %-12s %6.0f ms\n", names[which], what, (t.tv_sec + t.tv_nsec * 1e-9 - t0) * 1000);
}

static void CUDA_CB hostFn(void *) {
  stage("in host");
  got = call(which);
  stage("returned");
}

static const char *nameOf(CUresult r) {
  const char *n = nullptr;
  cuGetErrorName(r, &n);
  return n ? n : "?";
}

int main() {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  t0 = t.tv_sec + t.tv_nsec * 1e-9;
  char(*lines)[160] = (char(*)[160])mmap(nullptr, ncalls * 160, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  pid_t pids[ncalls];
  fflush(stdout);
  for (int c = 0; c < ncalls; c++) {
    pid_t pid = fork();
    if (pid == 0) {
      alarm(60);
      which = c;
      stage("started");
      cudaFree(0); // the runtime's primary context, current
      stage("context");
      cudaFunction_t rf;
      cudaGetFuncBySymbol(&rf, (const void *)k);
      fn = (CUfunction)rf;
      cuMemAlloc(&dev, 256);
      cuMemHostAlloc(&pinned, 64, 0);
      cuStreamCreate(&s, CU_STREAM_NON_BLOCKING);
      cuStreamCreate(&other, CU_STREAM_NON_BLOCKING);
      cuStreamCreate(&idle, CU_STREAM_NON_BLOCKING);
      cuEventCreate(&ev, 0);
      cuEventCreate(&spare, 0);
      CUgraph g;
      cuGraphCreate(&g, 0);
      CUgraphNode n;
      cuGraphAddEmptyNode(&n, g, nullptr, 0);
      cuGraphInstantiateWithFlags(&gx, g, 0);
      cuEventRecord(ev, other);
      cuStreamSynchronize(other);
      stage("set up");
      CUresult l = cuLaunchHostFunc(s, hostFn, nullptr);
      CUresult sy = cuStreamSynchronize(s);
      CUresult dsy = cuCtxSynchronize();
      stage("synchronized");
      snprintf(lines[c], 160, "%-32s launch %s in host %s; then sync %s, ctx sync %s", names[c], nameOf(l), nameOf(got), nameOf(sy),
               nameOf(dsy));
      _exit(0);
    }
    pids[c] = pid;
  }
  for (int c = 0; c < ncalls; c++) {
    int st = 0;
    waitpid(pids[c], &st, 0);
    if (WIFSIGNALED(st)) printf("%-32s hang or crash (signal %d)\n", names[c], WTERMSIG(st));
    else if (!lines[c][0]) printf("%-32s exit %d, no answer\n", names[c], WEXITSTATUS(st));
    else printf("%s\n", lines[c]);
  }
  return 0;
}
