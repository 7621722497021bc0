// scale: one kernel built for sm_80 only, as relocatable device code
// (nvcc -rdc=true -arch=sm_80 -cubin / -ptx, CUDA 11.8): the SASS-only
// cubin and the PTX TestRegisterRelocatablePTX registers for it.
__device__ float factor = 3.0f;
extern "C" __global__ void scale(float *p, int n) {
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) p[i] *= factor;
}
