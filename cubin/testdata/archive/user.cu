// A kernel calling the device functions of libdev.a (linked by cuLinkAddFile/CU_JIT_INPUT_LIBRARY).
extern "C" __device__ float scale_by(float x, float k);
extern "C" __device__ int add_offset(int x);
extern "C" __global__ void use_lib(float *f, int *i) {
  int t = threadIdx.x;
  f[t] = scale_by(f[t], 2.0f);
  i[t] = add_offset(i[t]);
}
