// ctxprobe: what the driver answers for calls made while an inactive primary
// context is current (cudart's cudaSetDevice makes the primary context's
// handle current before anything retains it: the cuda-samples then call
// cudaGetDevice), and what cuStreamSetAttribute/cuStreamGetAttribute do with
// an access policy window (cuda-samples simpleAttributes).
//   cc -o ctxprobe ctxprobe.c -lcuda
#include <cuda.h>
#include <stdio.h>
#include <string.h>

static const char *name(CUresult r) {
	const char *s = 0;
	cuGetErrorName(r, &s);
	return s ? s : "?";
}
#define SHOW(call) do { CUresult r_ = (call); printf("%-72s -> %d %s\n", #call, (int)r_, name(r_)); fflush(stdout); } while (0)

int main(void) {
	CUdevice dev;
	CUcontext pctx, cur;
	unsigned flags;
	int active, dv = -1, lo, hi;
	unsigned api;
	size_t v, fr, tot;
	CUfunc_cache cc;
	SHOW(cuInit(0));
	SHOW(cuDeviceGet(&dev, 0));
	SHOW(cuDevicePrimaryCtxRetain(&pctx, dev));
	SHOW(cuDevicePrimaryCtxRelease(dev));
	SHOW(cuDevicePrimaryCtxGetState(dev, &flags, &active));
	printf("state active=%d flags=%u\n", active, flags);
	SHOW(cuCtxSetCurrent(pctx));
	SHOW(cuCtxGetCurrent(&cur));
	printf("current is primary: %d\n", cur == pctx);
	SHOW(cuCtxGetDevice(&dv));
	printf("device %d\n", dv);
	flags = 12345;
	SHOW(cuCtxGetFlags(&flags));
	printf("flags %u\n", flags);
	SHOW(cuCtxGetApiVersion(pctx, &api));
	SHOW(cuCtxGetApiVersion(0, &api));
	SHOW(cuCtxGetLimit(&v, CU_LIMIT_STACK_SIZE));
	SHOW(cuCtxGetCacheConfig(&cc));
	SHOW(cuCtxGetStreamPriorityRange(&lo, &hi));
	SHOW(cuCtxSynchronize());
	SHOW(cuMemGetInfo(&fr, &tot));
	SHOW(cuStreamSynchronize(0));
	SHOW(cuDevicePrimaryCtxGetState(dev, &flags, &active));
	printf("state active=%d flags=%u\n", active, flags);

	// Stream attributes, in an active primary context.
	SHOW(cuDevicePrimaryCtxRetain(&pctx, dev));
	SHOW(cuCtxSetCurrent(pctx));
	CUstream s;
	CUdeviceptr p;
	int maxwin = 0, persist = 0;
	SHOW(cuDeviceGetAttribute(&maxwin, CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE, dev));
	SHOW(cuDeviceGetAttribute(&persist, CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE, dev));
	printf("max window %d, max persisting L2 %d\n", maxwin, persist);
	SHOW(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
	SHOW(cuMemAlloc(&p, 1 << 20));
	CUstreamAttrValue a, g;
	memset(&g, 0xab, sizeof g);
	SHOW(cuStreamGetAttribute(s, CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW, &g));
	printf("initial window base %p bytes %zu hit %g hitProp %d missProp %d\n", g.accessPolicyWindow.base_ptr, g.accessPolicyWindow.num_bytes, g.accessPolicyWindow.hitRatio, g.accessPolicyWindow.hitProp, g.accessPolicyWindow.missProp);
	memset(&a, 0, sizeof a);
	a.accessPolicyWindow.base_ptr = (void *)p;
	a.accessPolicyWindow.num_bytes = 1 << 20;
	a.accessPolicyWindow.hitRatio = 0.6f;
	a.accessPolicyWindow.hitProp = CU_ACCESS_PROPERTY_PERSISTING;
	a.accessPolicyWindow.missProp = CU_ACCESS_PROPERTY_STREAMING;
	SHOW(cuStreamSetAttribute(s, CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW, &a));
	memset(&g, 0xab, sizeof g);
	SHOW(cuStreamGetAttribute(s, CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW, &g));
	printf("window base ok %d bytes %zu hit %g hitProp %d missProp %d\n", g.accessPolicyWindow.base_ptr == (void *)p, g.accessPolicyWindow.num_bytes, g.accessPolicyWindow.hitRatio, g.accessPolicyWindow.hitProp, g.accessPolicyWindow.missProp);
	a.accessPolicyWindow.num_bytes = (size_t)maxwin + 1;
	SHOW(cuStreamSetAttribute(s, CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW, &a));
	a.accessPolicyWindow.num_bytes = 1 << 20;
	a.accessPolicyWindow.hitRatio = 1.5f;
	SHOW(cuStreamSetAttribute(s, CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW, &a));
	a.accessPolicyWindow.hitRatio = 0.5f;
	a.accessPolicyWindow.hitProp = (CUaccessProperty)7;
	SHOW(cuStreamSetAttribute(s, CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW, &a));
	memset(&g, 0xab, sizeof g);
	SHOW(cuStreamGetAttribute(s, CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW, &g));
	printf("window after bad sets: bytes %zu hit %g hitProp %d missProp %d\n", g.accessPolicyWindow.num_bytes, g.accessPolicyWindow.hitRatio, g.accessPolicyWindow.hitProp, g.accessPolicyWindow.missProp);
	memset(&a, 0, sizeof a);
	SHOW(cuStreamSetAttribute(s, CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW, &a));
	memset(&g, 0xab, sizeof g);
	SHOW(cuStreamGetAttribute(s, CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW, &g));
	printf("window after reset: bytes %zu hit %g hitProp %d missProp %d\n", g.accessPolicyWindow.num_bytes, g.accessPolicyWindow.hitRatio, g.accessPolicyWindow.hitProp, g.accessPolicyWindow.missProp);
	memset(&g, 0xab, sizeof g);
	SHOW(cuStreamGetAttribute(s, CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY, &g));
	printf("sync policy %d\n", (int)g.syncPolicy);
	a.syncPolicy = CU_SYNC_POLICY_SPIN;
	SHOW(cuStreamSetAttribute(s, CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY, &a));
	memset(&g, 0xab, sizeof g);
	SHOW(cuStreamGetAttribute(s, CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY, &g));
	printf("sync policy %d\n", (int)g.syncPolicy);
	memset(&g, 0xab, sizeof g);
	SHOW(cuStreamGetAttribute(s, CU_LAUNCH_ATTRIBUTE_PRIORITY, &g));
	printf("priority %d\n", g.priority);
	SHOW(cuStreamGetAttribute(s, (CUstreamAttrID)999, &g));
	SHOW(cuStreamSetAttribute(s, (CUstreamAttrID)999, &a));
	SHOW(cuStreamGetAttribute(s, CU_LAUNCH_ATTRIBUTE_COOPERATIVE, &g));
	SHOW(cuStreamGetAttribute(0, CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW, &g));
	// A NULL value crashed the H200's driver (cuStreamSetAttribute): not asked again.
	CUstream s2;
	SHOW(cuStreamCreate(&s2, 0));
	SHOW(cuStreamCopyAttributes(s2, s));
	memset(&g, 0xab, sizeof g);
	SHOW(cuStreamGetAttribute(s2, CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY, &g));
	printf("copied sync policy %d\n", (int)g.syncPolicy);
	SHOW(cuCtxResetPersistingL2Cache());
	// After a reset, not a release.
	SHOW(cuDevicePrimaryCtxReset(dev));
	SHOW(cuCtxSetCurrent(pctx));
	dv = -1;
	SHOW(cuCtxGetDevice(&dv));
	printf("device %d\n", dv);
	flags = 12345;
	SHOW(cuCtxGetFlags(&flags));
	printf("flags %u\n", flags);
	printf("done\n");
	return 0;
}
