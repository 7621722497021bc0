// t_dp_devupd: device-updatable kernel nodes (CUDA 12.4+). A graph holds
// an updater kernel U and, after it, a target kernel T made
// device-updatable (cudaLaunchAttributeDeviceUpdatableKernelNode); U
// changes T from the device (cudaGraphKernelNodeSetParam, SetEnabled,
// SetGridDim, cudaGraphKernelNodeUpdatesApply) before T runs. Printed: what
// the host calls answer around such a node, each device call's code, and
// what T wrote in each launch (whether the update held in that launch and
// the next ones). Built like the device runtime programs
// (libcuda/testdata/cudart/devrt: -rdc=true -lcudadevrt, dp.h).
#include <cuda_runtime.h>
#include <cstddef>
#include "dp.h"

struct TArgs {
	int *out;
	int v;
};

// T writes v into out[1 + block] (blocks 0..7) and counts its runs in out[0].
__global__ void target(int *out, int v) {
	if (threadIdx.x == 0) {
		if (blockIdx.x == 0) atomicAdd(&out[0], 1);
		if (blockIdx.x < 8) out[1 + blockIdx.x] = v;
	}
}

// U applies update `mode` to node n and stores the code in *res.
__global__ void updater(cudaGraphDeviceNode_t n, int mode, int *res, int *other) {
	if (threadIdx.x != 0 || blockIdx.x != 0) return;
	cudaError_t e = cudaSuccess;
	int v = 40 + mode;
	switch (mode) {
	case 0: break; // nothing
	case 1: e = cudaGraphKernelNodeSetParam(n, offsetof(TArgs, v), &v, sizeof v); break;
	case 2: e = cudaGraphKernelNodeSetEnabled(n, false); break;
	case 3: e = cudaGraphKernelNodeSetEnabled(n, true); break;
	case 4: e = cudaGraphKernelNodeSetGridDim(n, dim3(3, 1, 1)); break;
	case 5: e = cudaGraphKernelNodeSetParam(n, offsetof(TArgs, out), &other, sizeof other); break;
	case 6: { // two updates at once: the value and the grid
		// Raw storage: the union's dim3 member has a constructor.
		alignas(cudaGraphKernelNodeUpdate) char buf[2 * sizeof(cudaGraphKernelNodeUpdate)];
		memset(buf, 0, sizeof buf);
		cudaGraphKernelNodeUpdate *u = reinterpret_cast<cudaGraphKernelNodeUpdate *>(buf);
		u[0].node = n;
		u[0].field = cudaGraphKernelNodeFieldParam;
		u[0].updateData.param.pValue = &v;
		u[0].updateData.param.offset = offsetof(TArgs, v);
		u[0].updateData.param.size = sizeof v;
		u[1].node = n;
		u[1].field = cudaGraphKernelNodeFieldGridDim;
		u[1].updateData.gridDim = dim3(5, 1, 1);
		e = cudaGraphKernelNodeUpdatesApply(u, 2);
		break;
	}
	case 7: e = cudaGraphKernelNodeSetParam(n, 16, &v, sizeof v); break;  // past the parameters (12 bytes used, 16 in all)
	case 8: e = cudaGraphKernelNodeSetParam(n, 14, &v, sizeof v); break;  // straddling their end
	case 9: e = cudaGraphKernelNodeSetParam(n, 0, &v, 0); break;          // no bytes
	case 10: e = cudaGraphKernelNodeSetGridDim(n, dim3(0, 1, 1)); break;  // an empty grid
	case 11: e = cudaGraphKernelNodeSetEnabled(cudaGraphDeviceNode_t(0), false); break; // no node
	case 12: e = cudaGraphKernelNodeSetGridDim(n, dim3(1, 1, 1)); break;
	case 13: e = cudaGraphKernelNodeSetParam(n, offsetof(TArgs, v), &v, 3); break; // part of v (3 bytes)
	case 14: e = cudaGraphKernelNodeSetGridDim(n, dim3(1u << 31, 1, 1)); break; // too large a grid
	}
	*res = (int)e;
}

static int *out, *other, *res;

static void show(const char *what) {
	int h[9], o[9];
	cudaDeviceSynchronize();
	cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
	cudaMemcpy(o, other, sizeof o, cudaMemcpyDeviceToHost);
	int r = -1;
	cudaMemcpy(&r, res, sizeof r, cudaMemcpyDeviceToHost);
	printf("%s: device code %s; T ran %d times; out[1..8]", what, ename(r), h[0]);
	for (int i = 1; i < 9; i++) printf(" %d", h[i]);
	printf("; other runs %d [1..8]", o[0]);
	for (int i = 1; i < 9; i++) printf(" %d", o[i]);
	printf("\n");
	cudaMemset(out, 0, 9 * sizeof(int));
	cudaMemset(other, 0, 9 * sizeof(int));
	cudaMemset(res, 0xff, sizeof(int));
}

int main() {
	OK(cudaMalloc(&out, 64));
	OK(cudaMalloc(&other, 64));
	OK(cudaMalloc(&res, 4));
	cudaStream_t s;
	OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
	show("start");

	// The graph: U -> T, T with grid 2.
	cudaGraph_t g;
	OK(cudaGraphCreate(&g, 0));
	int v0 = 7;
	void *targs[] = {&out, &v0};
	cudaKernelNodeParams tp = {};
	tp.func = (void *)target;
	tp.gridDim = dim3(2);
	tp.blockDim = dim3(32);
	tp.kernelParams = targs;
	cudaGraphNode_t T, U;
	OK(cudaGraphAddKernelNode(&T, g, nullptr, 0, &tp));

	cudaLaunchAttributeValue av = {};
	SHOW(cudaGraphKernelNodeGetAttribute(T, cudaLaunchAttributeDeviceUpdatableKernelNode, &av));
	printf("before: deviceUpdatable %d devNode %s\n", av.deviceUpdatableKernelNode.deviceUpdatable,
	       av.deviceUpdatableKernelNode.devNode ? "set" : "null");
	av = {};
	av.deviceUpdatableKernelNode.deviceUpdatable = 2;
	SHOW(cudaGraphKernelNodeSetAttribute(T, cudaLaunchAttributeDeviceUpdatableKernelNode, &av));
	av = {};
	av.deviceUpdatableKernelNode.deviceUpdatable = 1;
	SHOW(cudaGraphKernelNodeSetAttribute(T, cudaLaunchAttributeDeviceUpdatableKernelNode, &av));
	cudaGraphDeviceNode_t dn = av.deviceUpdatableKernelNode.devNode;
	printf("set: devNode written back %s\n", dn ? "set" : "null");
	cudaLaunchAttributeValue bv = {};
	SHOW(cudaGraphKernelNodeGetAttribute(T, cudaLaunchAttributeDeviceUpdatableKernelNode, &bv));
	printf("after: deviceUpdatable %d devNode %s, same as written back %d\n", bv.deviceUpdatableKernelNode.deviceUpdatable,
	       bv.deviceUpdatableKernelNode.devNode ? "set" : "null", bv.deviceUpdatableKernelNode.devNode == dn);
	if (!dn) dn = bv.deviceUpdatableKernelNode.devNode;
	// Setting it again, and clearing it.
	av = {};
	av.deviceUpdatableKernelNode.deviceUpdatable = 1;
	SHOW(cudaGraphKernelNodeSetAttribute(T, cudaLaunchAttributeDeviceUpdatableKernelNode, &av));
	printf("set again: same devNode %d\n", av.deviceUpdatableKernelNode.devNode == dn);

	int mode = 0;
	void *uargs[] = {&dn, &mode, &res, &other};
	cudaKernelNodeParams up = {};
	up.func = (void *)updater;
	up.gridDim = dim3(1);
	up.blockDim = dim3(32);
	up.kernelParams = uargs;
	OK(cudaGraphAddKernelNode(&U, g, nullptr, 0, &up));
	OK(cudaGraphAddDependencies(g, &U, &T, nullptr, 1)); // CUDA 13: with edge data

	// What the host may still do with the graph.
	cudaGraph_t clone = nullptr;
	SHOW(cudaGraphClone(&clone, g));
	cudaGraphNode_t copyDst;
	OK(cudaGraphAddKernelNode(&copyDst, g, nullptr, 0, &tp));
	SHOW(cudaGraphKernelNodeCopyAttributes(copyDst, T));
	SHOW(cudaGraphDestroyNode(copyDst));

	cudaGraphExec_t e0 = nullptr, e = nullptr;
	SHOW(cudaGraphInstantiate(&e0, g, 0));
	if (e0) {
		SHOW(cudaGraphLaunch(e0, s));
		show("host-instantiated, mode 0");
		SHOW(cudaGraphExecDestroy(e0));
	}
	SHOW(cudaGraphInstantiate(&e, g, cudaGraphInstantiateFlagDeviceLaunch));
	if (!e) return finish();
	SHOW(cudaGraphUpload(e, s));

	// Each update, then a launch with mode 0 to see whether it held.
	const char *names[] = {"none", "SetParam v", "SetEnabled false", "SetEnabled true", "SetGridDim 3", "SetParam out",
	                       "UpdatesApply v+grid 5", "SetParam offset 16", "SetParam offset 14", "SetParam size 0",
	                       "SetGridDim 0", "SetEnabled node 0", "SetGridDim 1", "SetParam 3 bytes", "SetGridDim 2^31"};
	for (int m = 0; m <= 14; m++) {
		mode = m;
		cudaError_t r = cudaGraphExecKernelNodeSetParams(e, U, &up);
		char what[128];
		snprintf(what, sizeof what, "mode %d (%s), exec set %s", m, names[m], cudaGetErrorName(r));
		SHOW(cudaGraphLaunch(e, s));
		show(what);
		mode = 0;
		cudaGraphExecKernelNodeSetParams(e, U, &up);
		SHOW(cudaGraphLaunch(e, s));
		snprintf(what, sizeof what, "  next launch after mode %d", m);
		show(what);
		if (m == 2) { // still disabled? enable it back from the device
			mode = 3;
			cudaGraphExecKernelNodeSetParams(e, U, &up);
			SHOW(cudaGraphLaunch(e, s));
			show("  enabled back");
		}
	}
	// The host changes a device-updatable node of the executable graph.
	v0 = 9;
	SHOW(cudaGraphExecKernelNodeSetParams(e, T, &tp));
	SHOW(cudaGraphLaunch(e, s));
	show("host set T v=9");
	SHOW(cudaGraphNodeSetEnabled(e, T, 0));
	SHOW(cudaGraphLaunch(e, s));
	show("host disabled T");
	SHOW(cudaGraphNodeSetEnabled(e, T, 1));
	SHOW(cudaGraphExecUpdate(e, g, nullptr));
	SHOW(cudaGraphLaunch(e, s));
	show("after cudaGraphExecUpdate");
	// An update from a kernel outside the graph.
	updater<<<1, 32, 0, s>>>(dn, 1, res, other);
	SHOW(cudaStreamSynchronize(s));
	show("updater launched outside the graph (mode 1)");
	SHOW(cudaGraphLaunch(e, s));
	show("  graph launch after it");

	// The attribute at a launch: a stream not capturing, then one capturing.
	cudaLaunchConfig_t cfg = {};
	cfg.gridDim = dim3(1);
	cfg.blockDim = dim3(32);
	cfg.stream = s;
	cudaLaunchAttribute at[1];
	at[0].id = cudaLaunchAttributeDeviceUpdatableKernelNode;
	at[0].val = {};
	at[0].val.deviceUpdatableKernelNode.deviceUpdatable = 1;
	cfg.attrs = at;
	cfg.numAttrs = 1;
	SHOW(cudaLaunchKernelEx(&cfg, target, out, 5));
	show("cudaLaunchKernelEx with the attribute");
	cudaGraph_t cg = nullptr;
	OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
	SHOW(cudaLaunchKernelEx(&cfg, target, out, 6));
	printf("captured devNode %s\n", at[0].val.deviceUpdatableKernelNode.devNode ? "set" : "null");
	SHOW(cudaStreamEndCapture(s, &cg));
	if (cg) {
		size_t n = 0;
		cudaGraphGetNodes(cg, nullptr, &n);
		printf("captured graph: %zu nodes\n", n);
		cudaGraphExec_t ce = nullptr;
		SHOW(cudaGraphInstantiate(&ce, cg, 0));
		if (ce) cudaGraphExecDestroy(ce);
		SHOW(cudaGraphInstantiate(&ce, cg, cudaGraphInstantiateFlagDeviceLaunch));
		if (ce) {
			SHOW(cudaGraphUpload(ce, s));
			SHOW(cudaGraphLaunch(ce, s));
			show("captured graph launched");
			cudaGraphExecDestroy(ce);
		}
	}
	cudaGetLastError();
	SHOW(cudaGraphExecDestroy(e));
	SHOW(cudaGraphDestroy(g));
	return finish();
}
