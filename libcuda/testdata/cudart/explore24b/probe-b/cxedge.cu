// s_complexd's double kernel on its inputs, the first 100 (edge) results of
// exp, sin, cos, sinh, cosh printed as words.
#define main complexd_main
#include "s_complexd.cu"
#undef main
int main() {
  using C = cuda::std::complex<double>;
  using R = double;
  const R edge[] = {R(0), -R(0), R(1), R(-1), R(1e-30), R(-3.5e30), INFINITY, -INFINITY, NAN, R(0.5)};
  std::vector<C> in(N);
  unsigned s = 53;
  for (int i = 0; i < N; i++) {
    if (i < 100) in[i] = C(edge[i % 10], edge[i / 10]);
    else in[i] = C(R((int)lcg(s) - 8000000) / R(1e6), R((int)lcg(s) - 8000000) / R(i % 3 ? 1e6 : 1e3));
  }
  C *din, *o;
  cudaMalloc(&din, N * sizeof(C));
  cudaMalloc(&o, (size_t)NF * N * sizeof(C));
  cudaMemcpy(din, in.data(), N * sizeof(C), cudaMemcpyHostToDevice);
  k<R><<<N / 128, 128>>>(din, o);
  std::vector<C> h((size_t)NF * N);
  printf("%s\n", cudaGetErrorName(cudaMemcpy(h.data(), o, h.size() * sizeof(C), cudaMemcpyDeviceToHost)));
  const int fs[] = {0, 6, 7, 9, 10};
  for (int f : fs)
    for (int i = 0; i < 100; i++) {
      unsigned long long w[2];
      memcpy(w, &h[(size_t)f * N + i], 16);
      printf("f%d i%d %016llx %016llx\n", f, i, w[0], w[1]);
    }
  printf("hash check %016llx\n", fnv(&h[0], N * sizeof(C)));
  return 0;
}
