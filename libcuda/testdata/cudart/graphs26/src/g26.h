// g26.h: helpers of the graphs26 programs (on top of check.h): nodes are
// printed by the names the program gave them, never as pointers.
#pragma once
#include <cstring>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

// G26_CUDA12: the graph API of CUDA 12.3 and later (generic node parameters,
// conditional nodes, edge data, update result info). The programs are built
// by nvcc 13.0; without it (nvcc 11.8 here) only those that use none of it
// build (s_gr_synccap, s_gr_capptds), to run them on cudasim before a window.
#define G26_CUDA12 (CUDART_VERSION >= 12030)

#if G26_CUDA12
// Params is zeroed storage for a cudaGraphNodeParams (a union member has a
// constructor, so the struct has none).
struct Params {
  alignas(cudaGraphNodeParams) unsigned char raw[sizeof(cudaGraphNodeParams)];
  Params() { memset(raw, 0, sizeof raw); }
  cudaGraphNodeParams *operator->() { return reinterpret_cast<cudaGraphNodeParams *>(raw); }
  cudaGraphNodeParams *get() { return reinterpret_cast<cudaGraphNodeParams *>(raw); }
};

#endif

// Names remembers the program's names of nodes (and other handles).
static const void *namedPtr[256];
static const char *namedName[256];
static int namedCount;
[[maybe_unused]] static void nameIt(const void *p, const char *name) {
  if (namedCount < 256) {
    namedPtr[namedCount] = p;
    namedName[namedCount++] = name;
  }
}
[[maybe_unused]] static const char *nm(const void *p) {
  if (!p) return "null";
  for (int i = namedCount - 1; i >= 0; i--)
    if (namedPtr[i] == p) return namedName[i];
  return "unnamed";
}

[[maybe_unused]] static const char *typeName(cudaGraphNodeType t) {
  switch (t) {
  case cudaGraphNodeTypeKernel: return "kernel";
  case cudaGraphNodeTypeMemcpy: return "memcpy";
  case cudaGraphNodeTypeMemset: return "memset";
  case cudaGraphNodeTypeHost: return "host";
  case cudaGraphNodeTypeGraph: return "graph";
  case cudaGraphNodeTypeEmpty: return "empty";
  case cudaGraphNodeTypeWaitEvent: return "waitevent";
  case cudaGraphNodeTypeEventRecord: return "eventrecord";
  case cudaGraphNodeTypeExtSemaphoreSignal: return "extsemsignal";
  case cudaGraphNodeTypeExtSemaphoreWait: return "extsemwait";
  case cudaGraphNodeTypeMemAlloc: return "memalloc";
  case cudaGraphNodeTypeMemFree: return "memfree";
#if G26_CUDA12
  case cudaGraphNodeTypeConditional: return "conditional";
#endif
  default: break;
  }
  static char buf[32];
  snprintf(buf, sizeof buf, "type%d", (int)t);
  return buf;
}

[[maybe_unused]] static const char *updateResult(cudaGraphExecUpdateResult r) {
  switch (r) {
  case cudaGraphExecUpdateSuccess: return "Success";
  case cudaGraphExecUpdateError: return "Error";
  case cudaGraphExecUpdateErrorTopologyChanged: return "TopologyChanged";
  case cudaGraphExecUpdateErrorNodeTypeChanged: return "NodeTypeChanged";
  case cudaGraphExecUpdateErrorFunctionChanged: return "FunctionChanged";
  case cudaGraphExecUpdateErrorParametersChanged: return "ParametersChanged";
  case cudaGraphExecUpdateErrorNotSupported: return "NotSupported";
  case cudaGraphExecUpdateErrorUnsupportedFunctionChange: return "UnsupportedFunctionChange";
  case cudaGraphExecUpdateErrorAttributesChanged: return "AttributesChanged";
  }
  static char buf[32];
  snprintf(buf, sizeof buf, "result%d", (int)r);
  return buf;
}

// nodes prints a graph's nodes (in cudaGraphGetNodes' order) by name and
// type, its roots and its edges with their data.
[[maybe_unused]] static void nodes(const char *what, cudaGraph_t g) {
  size_t n = 0;
  cudaError_t e = cudaGraphGetNodes(g, nullptr, &n);
  printf("%s: nodes %zu (%s):", what, n, cudaGetErrorName(e));
  cudaGraphNode_t ns[64];
  if (n > 64) n = 64;
  cudaGraphGetNodes(g, ns, &n);
  for (size_t i = 0; i < n; i++) {
    cudaGraphNodeType t = (cudaGraphNodeType)-1;
    cudaGraphNodeGetType(ns[i], &t);
    printf(" %s/%s", nm(ns[i]), typeName(t));
  }
  size_t r = 0;
  cudaGraphGetRootNodes(g, nullptr, &r);
  if (r > 64) r = 64;
  cudaGraphGetRootNodes(g, ns, &r);
  printf("\n%s: roots %zu:", what, r);
  for (size_t i = 0; i < r; i++) printf(" %s", nm(ns[i]));
  size_t m = 0;
  cudaGraphNode_t from[64], to[64];
#if G26_CUDA12
  cudaGraphGetEdges(g, nullptr, nullptr, nullptr, &m);
  cudaGraphEdgeData ed[64];
  if (m > 64) m = 64;
  memset(ed, 0xee, sizeof ed);
  cudaGraphGetEdges(g, from, to, ed, &m);
  printf("\n%s: edges %zu:", what, m);
  for (size_t i = 0; i < m; i++)
    printf(" %s->%s(%d,%d,%d)", nm(from[i]), nm(to[i]), ed[i].from_port, ed[i].to_port, ed[i].type);
#else
  cudaGraphGetEdges(g, nullptr, nullptr, &m);
  if (m > 64) m = 64;
  cudaGraphGetEdges(g, from, to, &m);
  printf("\n%s: edges %zu:", what, m);
  for (size_t i = 0; i < m; i++) printf(" %s->%s(0,0,0)", nm(from[i]), nm(to[i]));
#endif
  printf("\n");
}

// ints prints n ints of device memory.
[[maybe_unused]] static void ints(const char *what, const int *d, int n) {
  int h[64];
  cudaError_t e = cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%s (%s):", what, cudaGetErrorName(e));
  for (int i = 0; i < n && e == cudaSuccess; i++) printf(" %d", h[i]);
  printf("\n");
}

#if G26_CUDA12
// info prints an update's result info by names.
[[maybe_unused]] static void info(const char *what, cudaError_t e, const cudaGraphExecUpdateResultInfo &i) {
  printf("%-44s -> %s result %s node %s from %s\n", what, cudaGetErrorName(e), updateResult(i.result), nm(i.errorNode), nm(i.errorFromNode));
}
#define UPDATE(x, g)                                         \
  do {                                                       \
    cudaGraphExecUpdateResultInfo ui;                        \
    memset(&ui, 0, sizeof ui);                               \
    cudaError_t ue = cudaGraphExecUpdate(x, g, &ui);         \
    info("cudaGraphExecUpdate(" #x ", " #g ")", ue, ui);     \
    cudaGetLastError();                                      \
  } while (0)
#endif

__global__ void addk(int *p, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += v;
}
__global__ void mulk(int *p, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= v;
}

// kparams fills kernel node parameters of k(p, v, n) on one block of 32.
struct KArgs {
  int *p;
  int v, n;
  void *args[3];
  cudaKernelNodeParams kp;
  KArgs(void (*k)(int *, int, int), int *p_, int v_, int n_) : p(p_), v(v_), n(n_) {
    args[0] = &p;
    args[1] = &v;
    args[2] = &n;
    memset(&kp, 0, sizeof kp);
    kp.func = (void *)k;
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(32);
    kp.kernelParams = args;
  }
};

// forked runs case c, run(c), in a process of its own (the caller makes no
// CUDA call before), its output line-buffered so that what a killed case
// printed stays, ended by an alarm after seconds; then says how it ended.
[[maybe_unused]] static void forked(int c, unsigned seconds, int (*run)(int)) {
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    setvbuf(stdout, nullptr, _IOLBF, 0);
    alarm(seconds);
    int rc = run(c);
    fflush(stdout);
    _exit(rc);
  }
  int st = 0;
  waitpid(pid, &st, 0);
  if (WIFSIGNALED(st))
    printf("case %d: hang or crash (ended by signal %d)\n", c, WTERMSIG(st));
  else
    printf("case %d: exit %d\n", c, WEXITSTATUS(st));
}
