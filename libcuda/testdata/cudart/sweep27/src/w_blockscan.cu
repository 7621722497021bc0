// w_blockscan: the building blocks of library kernels, templated over every
// integer width: a block-wide inclusive scan in shared memory (Hillis-Steele
// with __syncthreads, so 8- and 16-bit shared arrays are stored and read at
// every byte offset), a warp scan with __shfl_up_sync, a block reduction with
// __shfl_down_sync then shared memory, __syncthreads_count/_and/_or, and a
// segmented max; the wrap-around of narrow types is part of the result. The
// host computes the same sums in the same types (modular for unsigned,
// through unsigned arithmetic for signed).
#include "sw27.h"

const int B = 256;

template <class T> __host__ __device__ T addT(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return (T)(U)((U)a + (U)b);
}

template <class T> __device__ T warpScan(T v) {
  int lane = threadIdx.x & 31;
  for (int d = 1; d < 32; d *= 2) {
    T o;
    if constexpr (sizeof(T) < 4) o = (T)__shfl_up_sync(0xffffffffu, (int)v, d);
    else o = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d) v = addT(v, o);
  }
  return v;
}

template <class T> __global__ void kernel(const T *in, T *scan, T *wscan, T *red, int *votes, T *segmax) {
  __shared__ T s[2][B];
  __shared__ T partial[B / 32];
  int t = threadIdx.x, base = blockIdx.x * B;
  T v = in[base + t];
  s[0][t] = v;
  __syncthreads();
  int cur = 0;
  for (int d = 1; d < B; d *= 2) {
    T x = s[cur][t];
    if (t >= d) x = addT(x, s[cur][t - d]);
    s[1 - cur][t] = x;
    cur = 1 - cur;
    __syncthreads();
  }
  scan[base + t] = s[cur][t];
  wscan[base + t] = warpScan(v);
  // reduction: shuffles within each warp, then the warps' partial sums
  T r = v;
  for (int d = 16; d > 0; d /= 2) {
    T o;
    if constexpr (sizeof(T) < 4) o = (T)__shfl_down_sync(0xffffffffu, (int)r, d);
    else o = __shfl_down_sync(0xffffffffu, r, d);
    r = addT(r, o);
  }
  if ((t & 31) == 0) partial[t / 32] = r;
  __syncthreads();
  if (t == 0) {
    T total = 0;
    for (int w = 0; w < B / 32; w++) total = addT(total, partial[w]);
    red[blockIdx.x] = total;
  }
  bool pred = (v & 3) == 1;
  int c = __syncthreads_count(pred), a = __syncthreads_and(pred || t > 0), o = __syncthreads_or(pred && t == 200);
  if (t == 0) votes[blockIdx.x] = c * 4 + a * 2 + o;
  // segmented max over segments of 16 that start at multiples of 16 (shared, after the scan)
  __syncthreads();
  s[0][t] = v;
  __syncthreads();
  if ((t & 15) == 0) {
    T m = s[0][t];
    for (int k = 1; k < 16; k++) m = s[0][t + k] > m ? s[0][t + k] : m;
    segmax[base / 16 + t / 16] = m;
  }
}

template <class T> void run(const char *name) {
  const int blocks = 24, n = blocks * B;
  unsigned long long seed = 600 + sizeof(T) * 3 + std::is_signed_v<T>;
  std::vector<T> in(n), scan(n), wscan(n), red(blocks), segmax(n / 16);
  std::vector<int> votes(blocks);
  for (auto &v : in) v = (T)edgy(seed, sizeof(T) * 8);
  for (int b = 0; b < blocks; b++) {
    T acc = 0, total = 0;
    int cnt = 0;
    bool all = true, any = false;
    for (int t = 0; t < B; t++) {
      T v = in[b * B + t];
      acc = addT(acc, v);
      scan[b * B + t] = acc;
      total = addT(total, v);
      bool p = (v & 3) == 1;
      cnt += p, all = all && (p || t > 0), any = any || (p && t == 200);
    }
    for (int w = 0; w < B; w += 32) {
      T wacc = 0;
      for (int l = 0; l < 32; l++) wacc = addT(wacc, in[b * B + w + l]), wscan[b * B + w + l] = wacc;
    }
    red[b] = total;
    votes[b] = cnt * 4 + all * 2 + any;
    for (int sgm = 0; sgm < B / 16; sgm++) {
      T m = in[b * B + sgm * 16];
      for (int k = 1; k < 16; k++) m = in[b * B + sgm * 16 + k] > m ? in[b * B + sgm * 16 + k] : m;
      segmax[(b * B) / 16 + sgm] = m;
    }
  }
  Dev<T> din(in), ds(n), dw(n), dr(blocks), dm(n / 16);
  Dev<int> dv(blocks);
  kernel<<<blocks, B>>>(din.p, ds.p, dw.p, dr.p, dv.p, dm.p);
  if (!synced(name)) return;
  char what[64];
  snprintf(what, sizeof what, "%s block scan", name);
  compare(what, ds.get(), scan);
  snprintf(what, sizeof what, "%s warp scan", name);
  compare(what, dw.get(), wscan);
  snprintf(what, sizeof what, "%s block reduction", name);
  compare(what, dr.get(), red);
  snprintf(what, sizeof what, "%s __syncthreads_count/and/or", name);
  compare(what, dv.get(), votes);
  snprintf(what, sizeof what, "%s segmented max", name);
  compare(what, dm.get(), segmax);
}

int main() {
  eachInt([](auto zero, const char *name) { run<decltype(zero)>(name); });
  return finish();
}
