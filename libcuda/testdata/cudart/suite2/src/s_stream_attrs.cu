// s_stream_attrs: stream and launch attributes: cudaStreamSetAttribute /
// GetAttribute (access policy window, synchronization policy, priority,
// memory sync domain), cudaStreamCopyAttributes, the persisting L2 limit
// and cudaCtxResetPersistingL2Cache, cudaStreamGetId/GetPriority/GetFlags/
// GetDevice, cudaLaunchKernelEx with an access policy window, a memory sync
// domain and a shared memory carveout, host functions ordered across
// streams by events, cudaStreamQuery and cudaEventQuery around them, and
// events recorded with cudaEventRecordWithFlags outside a capture.
#include <cstring>
#include "check.h"

__global__ void inc(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}
static char order[64];
static int pos;
static void CUDART_CB mark(void *arg) { order[pos++] = (char)(size_t)arg; }

static void showWindow(const char *what, const cudaAccessPolicyWindow &w, const void *base) {
  printf("%s: base %s bytes %zu hitRatio %.3f hit %d miss %d\n", what, w.base_ptr == base ? "same" : w.base_ptr ? "other" : "null", w.num_bytes, w.hitRatio, (int)w.hitProp, (int)w.missProp);
}

int main() {
  int *d;
  const int n = 1 << 20;
  REQUIRE(cudaMalloc(&d, n * 4));
  cudaMemset(d, 0, n * 4);
  int maxWin = 0, persistMax = 0;
  OK(cudaDeviceGetAttribute(&maxWin, cudaDevAttrMaxAccessPolicyWindowSize, 0));
  OK(cudaDeviceGetAttribute(&persistMax, cudaDevAttrMaxPersistingL2CacheSize, 0));
  printf("max window %d max persisting L2 %d\n", maxWin, persistMax);
  size_t lim = 1;
  OK(cudaDeviceGetLimit(&lim, cudaLimitPersistingL2CacheSize));
  printf("persisting L2 limit %zu\n", lim);
  OK(cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, 3 << 20));
  OK(cudaDeviceGetLimit(&lim, cudaLimitPersistingL2CacheSize));
  printf("persisting L2 limit set 3 MiB: %zu\n", lim);
  SHOW(cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, (size_t)persistMax + 1));
  OK(cudaDeviceGetLimit(&lim, cudaLimitPersistingL2CacheSize));
  printf("persisting L2 limit after max+1: %zu\n", lim);

  cudaStream_t s, t;
  REQUIRE(cudaStreamCreateWithPriority(&s, cudaStreamNonBlocking, -2));
  REQUIRE(cudaStreamCreate(&t));
  cudaStreamAttrValue v;
  memset(&v, 0, sizeof v);
  OK(cudaStreamGetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v));
  showWindow("default window", v.accessPolicyWindow, d);
  v.accessPolicyWindow.base_ptr = d;
  v.accessPolicyWindow.num_bytes = 1 << 20;
  v.accessPolicyWindow.hitRatio = 0.6f;
  v.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
  v.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
  OK(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v));
  memset(&v, 0, sizeof v);
  OK(cudaStreamGetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v));
  showWindow("set window", v.accessPolicyWindow, d);
  v.accessPolicyWindow.num_bytes = (size_t)maxWin + 1;
  SHOW(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v));
  SHOW(cudaGetLastError());
  v.accessPolicyWindow.num_bytes = 4096;
  v.accessPolicyWindow.hitRatio = 1.5f;
  SHOW(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v));
  SHOW(cudaGetLastError());
  v.accessPolicyWindow.hitRatio = 0.5f;
  v.accessPolicyWindow.hitProp = cudaAccessPropertyStreaming;
  v.accessPolicyWindow.missProp = cudaAccessPropertyPersisting;
  SHOW(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v));
  SHOW(cudaGetLastError());
  memset(&v, 0, sizeof v);
  OK(cudaStreamGetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v));
  showWindow("window now", v.accessPolicyWindow, d);

  memset(&v, 0, sizeof v);
  OK(cudaStreamGetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &v));
  printf("sync policy %d\n", (int)v.syncPolicy);
  v.syncPolicy = cudaSyncPolicyBlockingSync;
  OK(cudaStreamSetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &v));
  OK(cudaStreamGetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &v));
  printf("sync policy %d\n", (int)v.syncPolicy);
  memset(&v, 0, sizeof v);
  OK(cudaStreamGetAttribute(s, cudaStreamAttributePriority, &v));
  printf("priority attribute %d\n", v.priority);
  v.priority = -5;
  SHOW(cudaStreamSetAttribute(s, cudaStreamAttributePriority, &v));
  OK(cudaStreamGetAttribute(s, cudaStreamAttributePriority, &v));
  int prio = 9;
  OK(cudaStreamGetPriority(s, &prio));
  printf("priority attribute %d, GetPriority %d\n", v.priority, prio);
  memset(&v, 0, sizeof v);
  OK(cudaStreamGetAttribute(s, cudaStreamAttributeMemSyncDomain, &v));
  printf("mem sync domain %d\n", (int)v.memSyncDomain);
  v.memSyncDomain = cudaLaunchMemSyncDomainRemote;
  OK(cudaStreamSetAttribute(s, cudaStreamAttributeMemSyncDomain, &v));
  OK(cudaStreamGetAttribute(s, cudaStreamAttributeMemSyncDomain, &v));
  printf("mem sync domain %d\n", (int)v.memSyncDomain);
  memset(&v, 0, sizeof v);
  OK(cudaStreamGetAttribute(s, cudaStreamAttributeMemSyncDomainMap, &v));
  printf("domain map default %d remote %d\n", (int)v.memSyncDomainMap.default_, (int)v.memSyncDomainMap.remote);
  SHOW(cudaStreamGetAttribute(s, (cudaStreamAttrID)99, &v));
  SHOW(cudaGetLastError());
  SHOW(cudaStreamGetAttribute(0, cudaStreamAttributeSynchronizationPolicy, &v));
  printf("legacy stream sync policy %d\n", (int)v.syncPolicy);

  OK(cudaStreamCopyAttributes(t, s));
  memset(&v, 0, sizeof v);
  OK(cudaStreamGetAttribute(t, cudaStreamAttributeAccessPolicyWindow, &v));
  showWindow("copied window", v.accessPolicyWindow, d);
  OK(cudaStreamGetAttribute(t, cudaStreamAttributeSynchronizationPolicy, &v));
  printf("copied sync policy %d\n", (int)v.syncPolicy);
  OK(cudaStreamGetPriority(t, &prio));
  printf("copied stream priority %d\n", prio);

  unsigned long long id1 = 0, id2 = 0, id0 = 0, id0b = 0;
  OK(cudaStreamGetId(s, &id1));
  OK(cudaStreamGetId(t, &id2));
  OK(cudaStreamGetId(0, &id0));
  OK(cudaStreamGetId(cudaStreamPerThread, &id0b));
  printf("ids distinct %d, t after s %d, legacy != per-thread %d\n", (int)(id1 != id2 && id1 != id0), (int)(id2 > id1), (int)(id0 != id0b));
  unsigned flags = 9;
  OK(cudaStreamGetFlags(s, &flags));
  printf("flags %u\n", flags);
  int dev = -1;
  OK(cudaStreamGetDevice(s, &dev));
  printf("stream device %d\n", dev);

  // kernels under the window and with launch attributes
  inc<<<n / 256, 256, 0, s>>>(d, n);
  cudaLaunchAttribute la[3];
  la[0].id = cudaLaunchAttributeAccessPolicyWindow;
  la[0].val.accessPolicyWindow.base_ptr = d;
  la[0].val.accessPolicyWindow.num_bytes = 1 << 16;
  la[0].val.accessPolicyWindow.hitRatio = 1.0f;
  la[0].val.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
  la[0].val.accessPolicyWindow.missProp = cudaAccessPropertyNormal;
  la[1].id = cudaLaunchAttributeMemSyncDomain;
  la[1].val.memSyncDomain = cudaLaunchMemSyncDomainRemote;
  la[2].id = cudaLaunchAttributePreferredSharedMemoryCarveout;
  la[2].val.sharedMemCarveout = 50;
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(n / 256);
  cfg.blockDim = dim3(256);
  cfg.stream = t;
  cfg.attrs = la;
  cfg.numAttrs = 3;
  OK(cudaStreamSynchronize(s));
  OK(cudaLaunchKernelEx(&cfg, inc, d, n));
  la[2].val.sharedMemCarveout = 101;
  SHOW(cudaLaunchKernelEx(&cfg, inc, d, n));
  SHOW(cudaGetLastError());
  OK(cudaStreamSynchronize(t));
  OK(cudaCtxResetPersistingL2Cache());
  int h[4];
  cudaMemcpy(h, d + n - 4, 16, cudaMemcpyDeviceToHost);
  printf("values %d %d %d %d\n", h[0], h[1], h[2], h[3]);

  // host functions across streams, ordered by events
  cudaEvent_t e1, e2;
  OK(cudaEventCreateWithFlags(&e1, cudaEventDisableTiming));
  OK(cudaEventCreateWithFlags(&e2, cudaEventBlockingSync | cudaEventDisableTiming));
  printf("event query before record: %s\n", cudaGetErrorName(cudaEventQuery(e1)));
  OK(cudaLaunchHostFunc(s, mark, (void *)'a'));
  OK(cudaEventRecord(e1, s));
  OK(cudaStreamWaitEvent(t, e1, 0));
  OK(cudaLaunchHostFunc(t, mark, (void *)'b'));
  inc<<<1, 32, 0, t>>>(d, 32);
  OK(cudaLaunchHostFunc(t, mark, (void *)'c'));
  OK(cudaEventRecordWithFlags(e2, t, cudaEventRecordDefault));
  OK(cudaStreamWaitEvent(s, e2, 0));
  OK(cudaLaunchHostFunc(s, mark, (void *)'d'));
  OK(cudaEventSynchronize(e2));
  OK(cudaStreamSynchronize(s));
  order[pos] = 0;
  printf("host function order %s\n", order);
  printf("queries after sync: s %s t %s e1 %s e2 %s\n", cudaGetErrorName(cudaStreamQuery(s)), cudaGetErrorName(cudaStreamQuery(t)), cudaGetErrorName(cudaEventQuery(e1)), cudaGetErrorName(cudaEventQuery(e2)));
  // the external flags outside a capture
  SHOW(cudaEventRecordWithFlags(e1, s, cudaEventRecordExternal));
  SHOW(cudaGetLastError());
  SHOW(cudaStreamWaitEvent(t, e1, cudaEventWaitExternal));
  SHOW(cudaGetLastError());
  SHOW(cudaEventRecordWithFlags(e1, s, 4));
  SHOW(cudaGetLastError());
  SHOW(cudaStreamWaitEvent(t, e1, 4));
  SHOW(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  // a host function calling CUDA would be an error; a host function of a null function
  SHOW(cudaLaunchHostFunc(s, nullptr, nullptr));
  SHOW(cudaGetLastError());
  cudaStreamDestroy(s);
  cudaStreamDestroy(t);
  cudaFree(d);
  return finish();
}
