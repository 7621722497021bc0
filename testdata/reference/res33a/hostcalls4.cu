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
// hostcalls3.cu (probe32, copied beside by tools/devq/prepare.sh) gives the
// calls, their names and the objects they use; its main is left unused.
#define main hostcalls3Main
#include "hostcalls3.cu"
#undef main
#include <sys/mman.h>
#include <time.h>

static double t0;
static void stage(const char *what) {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  fprintf(stderr, "%-32s %-12s %6.0f ms\n", names[which], what, (t.tv_sec + t.tv_nsec * 1e-9 - t0) * 1000);
}

static void CUDA_CB stagedHostFn(void *) {
  stage("in host");
  got = call(which);
  stage("returned");
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
      CUresult l = cuLaunchHostFunc(s, stagedHostFn, nullptr);
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
