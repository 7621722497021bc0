/* cases.h: what the probes fuzz30's run.sh runs share (locks30, mend31,
   res32b, mend32, mend33): each case runs in a child process, printing a line per call
   "CASE CALL CODE"; the parent prints "CASE exit N" or "CASE signal S". Copied
   beside probe.c and run.sh into each probe folder (tools/devq/prepare.sh). */
#include <cuda.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#define CALL(name, call)                                                                                               \
  do {                                                                                                                 \
    printf("%s %s %d\n", name, #call, (int)(call));                                                                    \
    fflush(stdout);                                                                                                    \
  } while (0)

/* hold is a host function that keeps its stream busy for 300 ms, so that
   work queued behind it runs after the call that queued it returned. */
static void hold(void *unused) {
  (void)unused;
  usleep(300000);
}

/* ptx holds the kernels store(p, v), each of 32 threads storing v at p,
   addzero(p), each adding 0 to its word of p atomically, and load(p, out),
   each copying its word of p to out. */
static const char ptx[] = ".version 7.0\n"
                          ".target sm_80\n"
                          ".address_size 64\n"
                          ".visible .entry store(.param .u64 p, .param .u32 v)\n"
                          "{\n"
                          "  .reg .b32 %r<3>;\n"
                          "  .reg .b64 %rd<4>;\n"
                          "  ld.param.u64 %rd1, [p];\n"
                          "  ld.param.u32 %r1, [v];\n"
                          "  mov.u32 %r2, %tid.x;\n"
                          "  mul.wide.u32 %rd2, %r2, 4;\n"
                          "  add.s64 %rd3, %rd1, %rd2;\n"
                          "  st.global.u32 [%rd3], %r1;\n"
                          "  ret;\n"
                          "}\n"
                          ".visible .entry addzero(.param .u64 p)\n"
                          "{\n"
                          "  .reg .b32 %r<3>;\n"
                          "  .reg .b64 %rd<4>;\n"
                          "  ld.param.u64 %rd1, [p];\n"
                          "  mov.u32 %r2, %tid.x;\n"
                          "  mul.wide.u32 %rd2, %r2, 4;\n"
                          "  add.s64 %rd3, %rd1, %rd2;\n"
                          "  atom.global.add.u32 %r1, [%rd3], 0;\n"
                          "  ret;\n"
                          "}\n"
                          ".visible .entry load(.param .u64 p, .param .u64 out)\n"
                          "{\n"
                          "  .reg .b32 %r<3>;\n"
                          "  .reg .b64 %rd<6>;\n"
                          "  ld.param.u64 %rd1, [p];\n"
                          "  ld.param.u64 %rd4, [out];\n"
                          "  mov.u32 %r2, %tid.x;\n"
                          "  mul.wide.u32 %rd2, %r2, 4;\n"
                          "  add.s64 %rd3, %rd1, %rd2;\n"
                          "  ld.global.u32 %r1, [%rd3];\n"
                          "  add.s64 %rd5, %rd4, %rd2;\n"
                          "  st.global.u32 [%rd5], %r1;\n"
                          "  ret;\n"
                          "}\n";

/* fn loads ptx and returns its kernel named kernel; the case ends (exit 2)
   where the driver refuses either. */
static CUfunction fn(const char *kernel) {
  CUmodule m;
  CUfunction f = 0;
  if (cuModuleLoadData(&m, ptx) || cuModuleGetFunction(&f, m, kernel)) {
    printf("no kernel %s\n", kernel);
    exit(2);
  }
  return f;
}

/* contexts retains the primary contexts of the first two devices (of *ndev)
   and makes device 0's current; the case ends (exit 2) where the driver
   refuses. */
static void contexts(CUcontext ctx[2], int *ndev) {
  CUdevice d;
  if (cuInit(0) || cuDeviceGetCount(ndev)) {
    printf("no driver\n");
    exit(2);
  }
  for (int i = 0; i < *ndev && i < 2; i++)
    if (cuDeviceGet(&d, i) || cuDevicePrimaryCtxRetain(&ctx[i], d)) {
      printf("no context %d\n", i);
      exit(2);
    }
  if (cuCtxSetCurrent(ctx[0])) {
    printf("no context\n");
    exit(2);
  }
}

/* addNode adds a batch-mem-op node of the one operation op, in the current
   context, to g. */
static CUresult addNode(CUgraph g, CUstreamBatchMemOpParams *op) {
  CUgraphNode n;
  CUDA_BATCH_MEM_OP_NODE_PARAMS p;
  memset(&p, 0, sizeof p);
  cuCtxGetCurrent(&p.ctx);
  p.count = 1;
  p.paramArray = op;
  return cuGraphAddBatchMemOpNode(&n, g, NULL, 0, &p);
}

/* runCases runs each case in a child process (a 30 s alarm each) and
   prints how it ended. */
static void runCases(const char *const *cases, unsigned n, void (*run)(const char *)) {
  for (unsigned i = 0; i < n; i++) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
      alarm(30);
      run(cases[i]);
      fflush(stdout);
      _exit(0);
    }
    int st;
    waitpid(pid, &st, 0);
    if (WIFSIGNALED(st))
      printf("%s signal %d\n", cases[i], WTERMSIG(st));
    else
      printf("%s exit %d\n", cases[i], WEXITSTATUS(st));
  }
}
