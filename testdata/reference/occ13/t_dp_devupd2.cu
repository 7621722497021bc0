// t_dp_devupd2: what t_dp_devupd left unmeasured about device-updatable
// kernel nodes: parameter updates inside the parameter block's padding,
// UpdatesApply with a refused update after an accepted one, an empty
// UpdatesApply, the thread's last error after a refused update, a grid
// with y > 1, a second instantiation while one exists, and which
// executable graph a device handle updates (after its graph is destroyed,
// a host-only instantiation). Built like t_dp_devupd.
#include <cuda_runtime.h>
#include <cstddef>
#include "dp.h"

__global__ void target(int *out, int v) {
	if (threadIdx.x == 0) {
		if (blockIdx.x == 0 && blockIdx.y == 0) atomicAdd(&out[0], 1);
		if (blockIdx.x < 8) atomicAdd(&out[1 + blockIdx.x], v);
	}
}

__global__ void updater(cudaGraphDeviceNode_t n, int mode, int *res) {
	if (threadIdx.x != 0 || blockIdx.x != 0) return;
	cudaError_t e = cudaSuccess, last = cudaSuccess;
	int v = 40 + mode;
	long long w = 0x100000000LL * 5 + 60 + mode;
	switch (mode) {
	case 0: break;
	case 1: e = cudaGraphKernelNodeSetParam(n, 8, &v, sizeof v); break;          // v
	case 2: e = cudaGraphKernelNodeSetParam(n, 12, &v, sizeof v); break;         // the padding after v
	case 3: e = cudaGraphKernelNodeSetParam(n, 8, &w, sizeof w); break;          // v and the padding
	case 4: e = cudaGraphKernelNodeSetParam(n, 13, &v, 3); break;                // the last 3 bytes
	case 5: { // an accepted parameter update, then a refused grid
		alignas(cudaGraphKernelNodeUpdate) char buf[2 * sizeof(cudaGraphKernelNodeUpdate)];
		memset(buf, 0, sizeof buf);
		cudaGraphKernelNodeUpdate *u = reinterpret_cast<cudaGraphKernelNodeUpdate *>(buf);
		u[0].node = n;
		u[0].field = cudaGraphKernelNodeFieldParam;
		u[0].updateData.param.pValue = &v;
		u[0].updateData.param.offset = 8;
		u[0].updateData.param.size = sizeof v;
		u[1].node = n;
		u[1].field = cudaGraphKernelNodeFieldGridDim;
		u[1].updateData.gridDim = dim3(0, 1, 1);
		e = cudaGraphKernelNodeUpdatesApply(u, 2);
		break;
	}
	case 6: { // a refused grid, then an accepted parameter update
		alignas(cudaGraphKernelNodeUpdate) char buf[2 * sizeof(cudaGraphKernelNodeUpdate)];
		memset(buf, 0, sizeof buf);
		cudaGraphKernelNodeUpdate *u = reinterpret_cast<cudaGraphKernelNodeUpdate *>(buf);
		u[0].node = n;
		u[0].field = cudaGraphKernelNodeFieldGridDim;
		u[0].updateData.gridDim = dim3(0, 1, 1);
		u[1].node = n;
		u[1].field = cudaGraphKernelNodeFieldParam;
		u[1].updateData.param.pValue = &v;
		u[1].updateData.param.offset = 8;
		u[1].updateData.param.size = sizeof v;
		e = cudaGraphKernelNodeUpdatesApply(u, 2);
		break;
	}
	case 7: e = cudaGraphKernelNodeUpdatesApply(nullptr, 0); break;
	case 8: { // field values: 3 (enabled?) with isEnabled 0, then field 0 and 4
		alignas(cudaGraphKernelNodeUpdate) char buf[sizeof(cudaGraphKernelNodeUpdate)];
		memset(buf, 0, sizeof buf);
		cudaGraphKernelNodeUpdate *u = reinterpret_cast<cudaGraphKernelNodeUpdate *>(buf);
		u[0].node = n;
		u[0].field = (cudaGraphKernelNodeField)3;
		u[0].updateData.isEnabled = 0;
		e = cudaGraphKernelNodeUpdatesApply(u, 1);
		break;
	}
	case 9: e = cudaGraphKernelNodeSetEnabled(n, true); break;
	case 10: {
		alignas(cudaGraphKernelNodeUpdate) char buf[sizeof(cudaGraphKernelNodeUpdate)];
		memset(buf, 0, sizeof buf);
		cudaGraphKernelNodeUpdate *u = reinterpret_cast<cudaGraphKernelNodeUpdate *>(buf);
		u[0].node = n;
		u[0].field = (cudaGraphKernelNodeField)0;
		e = cudaGraphKernelNodeUpdatesApply(u, 1);
		break;
	}
	case 11: {
		alignas(cudaGraphKernelNodeUpdate) char buf[sizeof(cudaGraphKernelNodeUpdate)];
		memset(buf, 0, sizeof buf);
		cudaGraphKernelNodeUpdate *u = reinterpret_cast<cudaGraphKernelNodeUpdate *>(buf);
		u[0].node = n;
		u[0].field = (cudaGraphKernelNodeField)4;
		e = cudaGraphKernelNodeUpdatesApply(u, 1);
		break;
	}
	case 12: // the last error after a refused update
#ifndef NO_LASTERR
		cudaGetLastError();
		e = cudaGraphKernelNodeSetGridDim(n, dim3(0, 1, 1));
		last = cudaGetLastError();
#endif
		break;
	case 13: e = cudaGraphKernelNodeSetGridDim(n, dim3(2, 2, 1)); break;
	case 14: e = cudaGraphKernelNodeSetGridDim(n, dim3(2, 1, 1)); break;
	case 15: e = cudaGraphKernelNodeSetGridDim(n, dim3(1, 2, 2)); break;
	case 16: e = cudaGraphKernelNodeSetGridDim(n, dim3(1, 65536, 1)); break;
	case 17: e = cudaGraphKernelNodeSetParam(n, 0, &v, 17); break; // past 16
	}
	res[0] = (int)e;
	res[1] = (int)last;
}

static int *out, *res;

static void show(const char *what) {
	int h[9], r[2] = {-1, -1};
	cudaDeviceSynchronize();
	cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
	cudaMemcpy(r, res, sizeof r, cudaMemcpyDeviceToHost);
	printf("%s: device code %s last %s; T ran %d times; out[1..8]", what, ename(r[0]), ename(r[1]), h[0]);
	for (int i = 1; i < 9; i++) printf(" %d", h[i]);
	printf("; sticky %s\n", cudaGetErrorName(cudaGetLastError()));
	cudaMemset(out, 0, 9 * sizeof(int));
	cudaMemset(res, 0xff, 2 * sizeof(int));
}

int main() {
	OK(cudaMalloc(&out, 64));
	OK(cudaMalloc(&res, 8));
	cudaStream_t s;
	OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
	show("start");
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
	av.deviceUpdatableKernelNode.deviceUpdatable = 1;
	SHOW(cudaGraphKernelNodeSetAttribute(T, cudaLaunchAttributeDeviceUpdatableKernelNode, &av));
	cudaGraphDeviceNode_t dn = av.deviceUpdatableKernelNode.devNode;
	int mode = 0;
	void *uargs[] = {&dn, &mode, &res};
	cudaKernelNodeParams up = {};
	up.func = (void *)updater;
	up.gridDim = dim3(1);
	up.blockDim = dim3(32);
	up.kernelParams = uargs;
	OK(cudaGraphAddKernelNode(&U, g, nullptr, 0, &up));
	OK(cudaGraphAddDependencies(g, &U, &T, nullptr, 1));

	cudaGraphExec_t e = nullptr;
#ifdef HOST_FIRST
	SHOW(cudaGraphInstantiate(&e, g, 0));
	if (e) {
		SHOW(cudaGraphLaunch(e, s));
		show("host-instantiated, mode 0");
		SHOW(cudaGraphExecDestroy(e));
		e = nullptr;
	}
#endif
	SHOW(cudaGraphInstantiate(&e, g, cudaGraphInstantiateFlagDeviceLaunch));
	if (!e) {
		cudaGraphInstantiateParams ip = {};
		ip.flags = cudaGraphInstantiateFlagDeviceLaunch;
		SHOW(cudaGraphInstantiateWithParams(&e, g, &ip));
		printf("result_out %d errNode %s\n", (int)ip.result_out, ip.errNode_out == T ? "T" : ip.errNode_out == U ? "U" : ip.errNode_out ? "other" : "null");
		if (e) cudaGraphExecDestroy(e);
		e = nullptr;
		SHOW(cudaGraphInstantiate(&e, g, 0));
		if (e) {
			SHOW(cudaGraphLaunch(e, s));
			show("host-instantiated after the refusal, mode 0");
			SHOW(cudaGraphExecDestroy(e));
			e = nullptr;
		}
		SHOW(cudaGraphInstantiate(&e, g, cudaGraphInstantiateFlagDeviceLaunch));
		if (!e) return finish();
		printf("device instantiation after a host launch succeeded\n");
	}
	SHOW(cudaGraphUpload(e, s));
	for (int m = 0; m <= 17; m++) {
		mode = m;
		cudaGraphExecKernelNodeSetParams(e, U, &up);
		cudaError_t r = cudaGraphLaunch(e, s);
		char what[128];
		snprintf(what, sizeof what, "mode %d: launch %s", m, cudaGetErrorName(r));
		show(what);
		mode = 0;
		cudaGraphExecKernelNodeSetParams(e, U, &up);
		r = cudaGraphLaunch(e, s);
		snprintf(what, sizeof what, "  then mode 0: launch %s", cudaGetErrorName(r));
		show(what);
		// back to v=7, grid 2, enabled
		v0 = 7;
		cudaGraphExecKernelNodeSetParams(e, T, &tp);
		cudaGraphNodeSetEnabled(e, T, 1);
	}
	// A second instantiation while e exists.
	cudaGraphExec_t e2 = nullptr, eh = nullptr;
	SHOW(cudaGraphInstantiate(&e2, g, cudaGraphInstantiateFlagDeviceLaunch));
	SHOW(cudaGraphInstantiate(&eh, g, 0));
	if (e2) {
		SHOW(cudaGraphUpload(e2, s));
		updater<<<1, 32, 0, s>>>(dn, 1, res);
		SHOW(cudaStreamSynchronize(s));
		show("updater outside (mode 1) with e and e2");
		SHOW(cudaGraphLaunch(e, s));
		show("  e after it");
		SHOW(cudaGraphLaunch(e2, s));
		show("  e2 after it");
		SHOW(cudaGraphExecDestroy(e2));
	}
	if (eh) SHOW(cudaGraphExecDestroy(eh));
	SHOW(cudaGraphExecDestroy(e));
	updater<<<1, 32, 0, s>>>(dn, 1, res);
	SHOW(cudaStreamSynchronize(s));
	show("updater outside after e destroyed");
	eh = nullptr;
	SHOW(cudaGraphInstantiate(&eh, g, 0));
	if (eh) {
		updater<<<1, 32, 0, s>>>(dn, 1, res);
		SHOW(cudaStreamSynchronize(s));
		show("updater outside with a host-only exec");
		mode = 0;
		SHOW(cudaGraphExecKernelNodeSetParams(eh, U, &up));
		SHOW(cudaGraphLaunch(eh, s));
		show("  host-only exec after it");
		SHOW(cudaGraphExecDestroy(eh));
	}
	e = nullptr;
	SHOW(cudaGraphInstantiate(&e, g, cudaGraphInstantiateFlagDeviceLaunch));
	if (e) {
		SHOW(cudaGraphUpload(e, s));
		SHOW(cudaGraphLaunch(e, s));
		show("a new device exec, mode 0");
		SHOW(cudaGraphExecDestroy(e));
	}
	cudaGetLastError();
	SHOW(cudaGraphDestroy(g));
	return finish();
}
