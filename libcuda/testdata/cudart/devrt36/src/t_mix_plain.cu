// t_mix_plain: the object of t_mix built without -rdc (see t_mix.cu).
#include <cuda_runtime.h>

__global__ void plainKernel(int *out) { out[threadIdx.x] = 100 + threadIdx.x * threadIdx.x; }

cudaError_t runPlain(int *out) {
	plainKernel<<<1, 8>>>(out);
	return cudaGetLastError();
}
