// s_libcu_util: libcu++'s vocabulary types in kernels, each result compared
// with the same code run on the host: <cuda/std/bit> (popcount, countl/r
// zero and one, rotl/rotr, bit_width, bit_ceil/floor, has_single_bit,
// bit_cast), numeric_limits of every arithmetic type (printed), span
// (subspan, first/last, dynamic and static extents), mdspan (layout_right,
// layout_left, layout_stride, submdspan-free index arithmetic), tuple,
// pair, optional, variant (visit, get_if, holds_alternative), array,
// chrono durations (arithmetic, duration_cast, floor/ceil/round), and
// <cuda/std/functional>/<cuda/std/utility> helpers; numeric_limits printed.
#include <cuda/std/bit>
#include <cuda/std/limits>
#include <cuda/std/span>
#include <cuda/std/mdspan>
#include <cuda/std/tuple>
#include <cuda/std/utility>
#include <cuda/std/optional>
#include <cuda/std/variant>
#include <cuda/std/array>
#include <cuda/std/chrono>
#include <cuda/std/functional>
#include <cuda/std/cstdint>
#include "check.h"
namespace cs = cuda::std;

const int NOUT = 160;

struct Visit {
  __host__ __device__ long long operator()(int v) const { return v * 10; }
  __host__ __device__ long long operator()(double v) const { return (long long)(v * 100); }
  __host__ __device__ long long operator()(cs::pair<short, char> p) const { return p.first * 1000 + p.second; }
};

__host__ __device__ void compute(long long *o, unsigned seed) {
  int k = 0;
  // bit
  const unsigned vals[7] = {0u, 1u, 6u, 0x80000000u, 0xffffffffu, seed, seed * 2654435761u};
  for (int j = 0; j < 7; j++) {
    unsigned v = vals[j];
    o[k++] = cs::popcount(v);
    o[k++] = cs::countl_zero(v);
    o[k++] = cs::countr_zero(v);
    o[k++] = cs::countl_one(v);
    o[k++] = cs::countr_one(v);
    o[k++] = cs::rotl(v, 5);
    o[k++] = cs::rotr(v, 37);
    o[k++] = cs::bit_width(v);
    o[k++] = v <= 0x80000000u ? cs::bit_ceil(v) : 0;
    o[k++] = cs::bit_floor(v);
    o[k++] = cs::has_single_bit(v);
  }
  o[k++] = cs::bit_cast<unsigned>(1.5f);
  o[k++] = cs::bit_cast<long long>(-0.0);
  o[k++] = cs::popcount((unsigned long long)seed << 40 | 0xf0f0);
  o[k++] = cs::countl_zero((unsigned short)seed);
  o[k++] = cs::countl_zero((unsigned char)7);
  // span
  int arr[10];
  for (int i = 0; i < 10; i++) arr[i] = i * i + (int)(seed % 5);
  cs::span<int> s(arr);
  cs::span<int, 4> s4 = s.first<4>();
  auto sub = s.subspan(3, 5);
  o[k++] = (long long)s.size() * 100 + s4.size() * 10 + sub.size();
  o[k++] = sub[0] + sub.back() * 1000 + s.last(2)[0] * 1000000LL;
  long long sum = 0;
  for (int v : sub.last(3)) sum += v;
  o[k++] = sum;
  o[k++] = (long long)s.size_bytes();
  // mdspan
  double m[24];
  for (int i = 0; i < 24; i++) m[i] = i + 0.5;
  cs::mdspan<double, cs::extents<int, 2, 3, 4>> r(m);
  cs::mdspan<double, cs::dextents<int, 2>, cs::layout_left> l(m, 4, 6);
  cs::layout_stride::mapping<cs::dextents<int, 2>> sm(cs::dextents<int, 2>(3, 4), cs::array<int, 2>{1, 6});
  cs::mdspan<double, cs::dextents<int, 2>, cs::layout_stride> st(m, sm);
  o[k++] = (long long)(r(1, 2, 3) * 10) + r.extent(2) * 1000 + r.rank() * 100000;
  o[k++] = (long long)(l(3, 5) * 10) + l.stride(1) * 1000;
  o[k++] = (long long)(st(2, 3) * 10) + st.mapping().required_span_size() * 1000;
  o[k++] = r.size() + l.static_extent(0) * 0 + (long long)r.mapping().stride(0) * 100;
  // tuple, pair, optional, variant, array
  cs::tuple<int, double, char> t(seed % 100, 2.5, 'x');
  auto t2 = cs::tuple_cat(t, cs::make_tuple(7LL));
  o[k++] = cs::get<0>(t2) + (long long)(cs::get<1>(t2) * 10) * 100 + cs::get<3>(t2) * 100000 + cs::tuple_size<decltype(t2)>::value * 10000000;
  int a = 0;
  double b = 0;
  cs::tie(a, b, cs::ignore) = t;
  o[k++] = a + (long long)(b * 4);
  cs::optional<int> none, some(seed % 9);
  o[k++] = none.value_or(-5) * 100 + *some + (some.has_value() ? 1000 : 0);
  some.reset();
  o[k++] = some.has_value();
  cs::variant<int, double, cs::pair<short, char>> v = 42;
  long long vs = cs::visit(Visit{}, v);
  v = 3.25;
  vs += cs::visit(Visit{}, v) * 1000;
  v = cs::pair<short, char>(7, 'a');
  vs += cs::visit(Visit{}, v) * 1000000;
  o[k++] = vs;
  o[k++] = v.index() * 10 + cs::holds_alternative<double>(v) + (cs::get_if<int>(&v) == nullptr) * 100;
  cs::array<int, 5> ar{5, 1, 4, 2, 3};
  o[k++] = ar.size() * 100 + ar.front() * 10 + ar.back() + (ar == cs::array<int, 5>{5, 1, 4, 2, 3}) * 1000;
  // chrono
  using namespace cs::chrono;
  auto d1 = milliseconds(1500) + seconds(2) - microseconds(250);
  o[k++] = duration_cast<microseconds>(d1).count();
  o[k++] = duration_cast<seconds>(d1).count();
  o[k++] = floor<seconds>(milliseconds(-1500)).count() * 100 + ceil<seconds>(milliseconds(-1500)).count() * 10 + round<seconds>(milliseconds(2500)).count();
  o[k++] = duration<double, cs::milli>(nanoseconds(1234567)).count() * 1000;
  o[k++] = (hours(1) + minutes(1)) / seconds(7);
  o[k++] = (minutes(10) % seconds(7)).count();
  // functional / utility
  o[k++] = cs::plus<int>()(3, 4) * 100 + cs::minus<int>()(3, 4) + 50;
  o[k++] = cs::invoke([](int x, int y) { return x * y; }, 6, 7);
  o[k++] = cs::exchange(a, 99) * 1000 + a;
  o[k++] = k;
  while (k < NOUT) o[k++] = -1;
}

__global__ void kernel(long long *o, unsigned seed) { compute(o, seed); }

template <typename T> __global__ void limitsKernel(double *o) {
  using L = cs::numeric_limits<T>;
  o[0] = (double)L::min();
  o[1] = (double)L::max();
  o[2] = (double)L::lowest();
  o[3] = (double)L::epsilon();
  o[4] = L::digits;
  o[5] = L::digits10;
  o[6] = L::is_signed;
  o[7] = L::has_infinity ? (double)L::infinity() : -1;
  o[8] = (double)L::denorm_min();
  o[9] = L::max_exponent;
}
template <typename T> static void limits(const char *name) {
  double *d, h[10];
  OK(cudaMalloc(&d, sizeof h));
  limitsKernel<T><<<1, 1>>>(d);
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("limits %-18s", name);
  for (double v : h) printf(" %.17g", v);
  printf("\n");
  cudaFree(d);
}

int main() {
  long long *d;
  OK(cudaMalloc(&d, NOUT * sizeof(long long)));
  const unsigned seeds[2] = {12345u, 0xdeadbeefu};
  for (unsigned seed : seeds) {
    kernel<<<1, 1>>>(d, seed);
    OK(cudaGetLastError());
    long long got[NOUT], want[NOUT];
    OK(cudaMemcpy(got, d, sizeof got, cudaMemcpyDeviceToHost));
    compute(want, seed);
    int bad = 0;
    for (int i = 0; i < NOUT; i++)
      if (got[i] != want[i]) {
        if (bad++ < 10) printf("  value %d: device %lld host %lld\n", i, got[i], want[i]);
      }
    printf("seed %08x: fnv %016llx, %d differ from the host\n", seed, fnv(got, sizeof got), bad);
    for (int i = 77; i < 100; i++) printf(" %lld", got[i]);
    printf("\n");
    check(bad == 0, "device agrees with host");
  }
  limits<bool>("bool");
  limits<signed char>("signed char");
  limits<unsigned short>("unsigned short");
  limits<int>("int");
  limits<unsigned>("unsigned");
  limits<long long>("long long");
  limits<unsigned long long>("unsigned long long");
  limits<float>("float");
  limits<double>("double");
  limits<cs::int8_t>("int8_t");
  return finish();
}
