// w_vectors: the CUDA vector types (char2/4, uchar4, short2/4, ushort4,
// int2/4, uint4, longlong2, ulonglong2, float2/4, double2) loaded and stored
// whole (ld/st.v2/v4 up to 128 bits), through every cache-hint load and
// store the type has (__ldg, __ldca, __ldcg, __ldcs, __ldlu, __ldcv; __stwb,
// __stcg, __stcs, __stwt), at element offsets so that neighbours' lanes
// differ; each component changed by its own integer function, which the
// host applies to the same bytes.
#include "sw27.h"

template <class V> constexpr int lanes() { return sizeof(V) / sizeof(decltype(V::x)); }

// mix changes component k of a vector, by integer arithmetic on its bits for
// the integer types and exactly representable steps for the floating ones.
template <class T> __host__ __device__ T mix(T v, int k, int i) {
  if constexpr (std::is_floating_point_v<T>) return v * (T)2 + (T)(k + i % 7);  // exact for the inputs used
  else return (T)((v ^ (T)(k * 37 + i)) + (T)(k + 1));
}

template <class V> __host__ __device__ V mixAll(V v, int i) {
  using T = decltype(V::x);
  T *c = (T *)&v;
  for (int k = 0; k < lanes<V>(); k++) c[k] = mix(c[k], k, i);
  return v;
}

// kernel: thread i reads element i through load `ld` and writes element
// (i * 5) % n through store `st`.
template <class V> __global__ void kernel(const V *in, V *out, int n, int ld, int st) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  V v;
  switch (ld) {
  case 0: v = in[i]; break;
  case 1: v = __ldg(in + i); break;
  case 2: v = __ldca(in + i); break;
  case 3: v = __ldcg(in + i); break;
  case 4: v = __ldcs(in + i); break;
  case 5: v = __ldlu(in + i); break;
  default: v = __ldcv(in + i); break;
  }
  v = mixAll(v, i);
  V *o = out + (i * 5) % n;
  switch (st) {
  case 0: *o = v; break;
  case 1: __stwb(o, v); break;
  case 2: __stcg(o, v); break;
  case 3: __stcs(o, v); break;
  default: __stwt(o, v); break;
  }
}

template <class V> void run(const char *name) {
  const int n = 1021;  // prime: (i * 5) % n is a permutation
  using T = decltype(V::x);
  std::vector<V> in(n), want(n);
  unsigned long long s = sizeof(V) * 13 + lanes<V>();
  for (int i = 0; i < n; i++) {
    T *c = (T *)&in[i];
    for (int k = 0; k < lanes<V>(); k++) {
      if constexpr (std::is_floating_point_v<T>) c[k] = (T)((long long)(rnd64(s) % 2000001) - 1000000) / (T)64;
      else c[k] = (T)edgy(s, sizeof(T) * 8);
    }
  }
  for (int i = 0; i < n; i++) want[(i * 5) % n] = mixAll(in[i], i);
  Dev<V> din(in), dout(n);
  static const char *lds[] = {"plain", "__ldg", "__ldca", "__ldcg", "__ldcs", "__ldlu", "__ldcv"};
  static const char *sts[] = {"plain", "__stwb", "__stcg", "__stcs", "__stwt"};
  for (int ld = 0; ld < 7; ld++)
    for (int st = 0; st < 5; st++) {
      if (ld && st) continue;  // each hint once, with the plain other side
      cudaMemset(dout.p, 0xa5, n * sizeof(V));
      kernel<<<(n + 63) / 64, 64>>>(din.p, dout.p, n, ld, st);
      cudaError_t e = cudaDeviceSynchronize();
      if (e != cudaSuccess) {
        printf("%s %s/%s: %s\n", name, lds[ld], sts[st], cudaGetErrorName(e));
        failures++;
        return;
      }
      std::vector<V> got = dout.get();
      std::vector<unsigned char> g((unsigned char *)got.data(), (unsigned char *)got.data() + n * sizeof(V));
      std::vector<unsigned char> w((unsigned char *)want.data(), (unsigned char *)want.data() + n * sizeof(V));
      char what[64];
      snprintf(what, sizeof what, "%s %s/%s (bytes)", name, lds[ld], sts[st]);
      compare(what, g, w);
    }
}

int main() {
  run<char2>("char2");
  run<char4>("char4");
  run<uchar4>("uchar4");
  run<short2>("short2");
  run<short4>("short4");
  run<ushort4>("ushort4");
  run<int2>("int2");
  run<int4>("int4");
  run<uint4>("uint4");
  run<longlong2>("longlong2");
  run<ulonglong2>("ulonglong2");
  run<float2>("float2");
  run<float4>("float4");
  run<double2>("double2");
  return finish();
}
