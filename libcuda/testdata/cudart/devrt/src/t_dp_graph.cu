// t_dp_graph: device graph launch (CUDA 12+): graphs instantiated with
// cudaGraphInstantiateFlagDeviceLaunch, uploaded, and launched by a kernel
// through cudaGraphLaunch into cudaStreamGraphTailLaunch and
// cudaStreamGraphFireAndForget; cudaGetCurrentGraphExec; a graph that
// relaunches itself as its own tail; what instantiation for device launch
// refuses; device launch of a graph that was not instantiated for it.
#include "dp.h"

#if CUDART_VERSION >= 12000
__device__ int seq;
__global__ void work(int *p, int id) {
	if (threadIdx.x == 0 && blockIdx.x == 0) p[id] = atomicAdd(&seq, 1) + 1;
}
__global__ void launcher(cudaGraphExec_t g, int mode, int *rc) {
	if (threadIdx.x != 0 || blockIdx.x != 0) return;
	cudaStream_t s = mode == 0 ? cudaStreamGraphTailLaunch : mode == 1 ? cudaStreamGraphFireAndForget : cudaStreamGraphFireAndForgetAsSibling;
	rc[0] = cudaGraphLaunch(g, s);
	rc[1] = cudaGetLastError();
	rc[2] = cudaGetCurrentGraphExec() != nullptr;
}
// Relaunches its own graph as a tail until *n reaches the limit.
__global__ void again(int *n, unsigned long long *self, int *rc) {
	if (threadIdx.x != 0) return;
	cudaGraphExec_t g = cudaGetCurrentGraphExec();
	*self = (unsigned long long)g;
	int v = atomicAdd(n, 1);
	if (v < 9) rc[0] |= cudaGraphLaunch(g, cudaStreamGraphTailLaunch);
}
__global__ void plainAsk(unsigned long long *out) { *out = (unsigned long long)cudaGetCurrentGraphExec(); }
static void hostFn(void *) {}

static cudaGraph_t kernelGraph(cudaStream_t st, int *p, int id) {
	cudaGraph_t g;
	cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal);
	work<<<1, 1, 0, st>>>(p, id);
	cudaStreamEndCapture(st, &g);
	return g;
}
#endif

int main() {
#if CUDART_VERSION >= 12000
	cudaStream_t st;
	OK(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking));
	int *p, *rc;
	OK(cudaMallocManaged(&p, 64 * sizeof(int)));
	OK(cudaMallocManaged(&rc, 16 * sizeof(int)));
	memset(p, 0, 64 * sizeof(int));
	int zero = 0;

	// A device-launchable graph, uploaded, launched by a kernel in each mode.
	cudaGraph_t g = kernelGraph(st, p, 0);
	cudaGraphExec_t ge;
	OK(cudaGraphInstantiateWithFlags(&ge, g, cudaGraphInstantiateFlagDeviceLaunch));
	OK(cudaGraphUpload(ge, st));
	OK(cudaStreamSynchronize(st));
	const char *modes[] = {"tail", "fire-and-forget", "sibling"};
	for (int m = 0; m < 3; m++) {
		p[0] = 0;
		memset(rc, 0xff, 16 * sizeof(int));
		launcher<<<1, 32, 0, st>>>(ge, m, rc);
		cudaError_t le = cudaGetLastError();
		cudaError_t e = cudaStreamSynchronize(st);
		printf("kernel launches graph (%s): launch %s, sync %s, cudaGraphLaunch %s, last %s, current graph %d, work ran %d\n",
			modes[m], ename(le), cudaGetErrorName(e), ename(rc[0]), ename(rc[1]), rc[2], p[0] != 0);
		cudaGetLastError();
	}

	// The same graph launched from the host too.
	p[0] = 0;
	OK(cudaGraphLaunch(ge, st));
	OK(cudaStreamSynchronize(st));
	printf("host launch of the device graph: work ran %d\n", p[0] != 0);

	// A kernel of a graph launching another graph: the outer graph, launched by the host.
	cudaGraph_t og;
	cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal);
	launcher<<<1, 32, 0, st>>>(ge, 0, rc);
	cudaStreamEndCapture(st, &og);
	cudaGraphExec_t oge;
	OK(cudaGraphInstantiate(&oge, og, 0));
	p[0] = 0;
	memset(rc, 0xff, 16 * sizeof(int));
	for (int i = 0; i < 3; i++) OK(cudaGraphLaunch(oge, st));
	OK(cudaStreamSynchronize(st));
	printf("graph kernel launches graph: cudaGraphLaunch %s, current graph %d, work ran %d\n", ename(rc[0]), rc[2], p[0] != 0);

	// Self-relaunch as tail: 10 runs in all.
	int *n;
	unsigned long long *self;
	OK(cudaMallocManaged(&n, sizeof(int)));
	OK(cudaMallocManaged(&self, 2 * sizeof(unsigned long long)));
	*n = 0;
	rc[0] = 0;
	cudaGraph_t sg;
	cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal);
	again<<<1, 32, 0, st>>>(n, self, rc);
	cudaStreamEndCapture(st, &sg);
	cudaGraphExec_t sge;
	OK(cudaGraphInstantiateWithFlags(&sge, sg, cudaGraphInstantiateFlagDeviceLaunch));
	OK(cudaGraphUpload(sge, st));
	OK(cudaGraphLaunch(sge, st));
	OK(cudaStreamSynchronize(st));
	printf("self relaunch: ran %d times, launches %s, current graph is the exec %d\n", *n, ename(rc[0]), self[0] == (unsigned long long)sge);

	// cudaGetCurrentGraphExec outside a graph.
	self[1] = 12345;
	plainAsk<<<1, 1, 0, st>>>(&self[1]);
	printf("plain kernel reading the current graph: launch %s\n", ename(cudaGetLastError()));
	OK(cudaStreamSynchronize(st));
	printf("current graph outside a graph: %s\n", self[1] == 0 ? "NULL" : "non-NULL");

	// A device graph instantiated but never uploaded.
	cudaGraph_t g3 = kernelGraph(st, p, 2);
	cudaGraphExec_t ge3;
	OK(cudaGraphInstantiateWithFlags(&ge3, g3, cudaGraphInstantiateFlagDeviceLaunch));
	p[2] = 0;
	memset(rc, 0xff, 16 * sizeof(int));
	cudaGraph_t og3;
	cudaGraphExec_t oge3;
	cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal);
	launcher<<<1, 32, 0, st>>>(ge3, 0, rc);
	cudaStreamEndCapture(st, &og3);
	OK(cudaGraphInstantiate(&oge3, og3, 0));
	OK(cudaGraphLaunch(oge3, st));
	cudaError_t e = cudaStreamSynchronize(st);
	printf("device launch without upload: sync %s, cudaGraphLaunch %s, last %s, work ran %d\n", cudaGetErrorName(e), ename(rc[0]), ename(rc[1]), p[2] != 0);
	cudaGetLastError();

	// What instantiation for device launch refuses: a host node, a memcpy from host memory, two kernels on two devices (n/a).
	cudaGraph_t hg;
	OK(cudaGraphCreate(&hg, 0));
	cudaGraphNode_t hn;
	cudaHostNodeParams hp = {hostFn, nullptr};
	OK(cudaGraphAddHostNode(&hn, hg, nullptr, 0, &hp));
	cudaGraphExec_t hge;
	printf("instantiate for device launch, host node: %s\n", cudaGetErrorName(cudaGraphInstantiateWithFlags(&hge, hg, cudaGraphInstantiateFlagDeviceLaunch)));
	cudaGetLastError();
	cudaGraph_t mg;
	static int hostBuf[16];
	OK(cudaGraphCreate(&mg, 0));
	cudaGraphNode_t mn;
	OK(cudaGraphAddMemcpyNode1D(&mn, mg, nullptr, 0, p, hostBuf, sizeof hostBuf, cudaMemcpyHostToDevice));
	cudaGraphExec_t mge;
	printf("instantiate for device launch, memcpy from pageable host memory: %s\n", cudaGetErrorName(cudaGraphInstantiateWithFlags(&mge, mg, cudaGraphInstantiateFlagDeviceLaunch)));
	cudaGetLastError();
	cudaGetLastError();
	cudaGraph_t eg;
	OK(cudaGraphCreate(&eg, 0));
	cudaGraphExec_t ege;
	printf("instantiate for device launch, empty graph: %s\n", cudaGetErrorName(cudaGraphInstantiateWithFlags(&ege, eg, cudaGraphInstantiateFlagDeviceLaunch)));
	cudaGetLastError();
	cudaGraphExec_t twice;
	printf("instantiate the device graph a second time for device launch: %s\n", cudaGetErrorName(cudaGraphInstantiateWithFlags(&twice, g, cudaGraphInstantiateFlagDeviceLaunch)));
	cudaGetLastError();
	// Last, as it faults: a graph instantiated for the host only, launched by a kernel.
	cudaGraph_t g2 = kernelGraph(st, p, 1);
	cudaGraphExec_t ge2;
	OK(cudaGraphInstantiate(&ge2, g2, 0));
	p[1] = 0;
	memset(rc, 0xff, 16 * sizeof(int));
	cudaGraph_t og2;
	cudaGraphExec_t oge2;
	cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal);
	launcher<<<1, 32, 0, st>>>(ge2, 0, rc);
	cudaStreamEndCapture(st, &og2);
	OK(cudaGraphInstantiate(&oge2, og2, 0));
	OK(cudaGraphLaunch(oge2, st));
	e = cudaStreamSynchronize(st);
	printf("device launch of a host-only graph: sync %s, cudaGraphLaunch %s, last %s, work ran %d\n", cudaGetErrorName(e), ename(rc[0]), ename(rc[1]), p[1] != 0);
	cudaGetLastError();

	(void)zero;
	return finish();
#else
	printf("CUDA 11 has no device graph launch\nPASS\n");
	return 0;
#endif
}
