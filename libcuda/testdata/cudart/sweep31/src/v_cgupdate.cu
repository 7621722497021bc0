// v_cgupdate: cooperative groups' collectives that write to memory, as CUDA
// 11.8 has them (namespace experimental, _CG_ABI_EXPERIMENTAL; CUDA 12 made
// them standard): reduce_update_async into a cuda::atomic_ref in global
// (device scope) and shared (block scope) memory, reduce_store_async, and
// inclusive_scan_update / exclusive_scan_update, which take a tile's base
// from the atomic and leave the tile's total in it. Tiles of 4, 16 and 32
// threads, tiles of 64 and 128 (several warps meeting through
// block_tile_memory, the last warp to arrive finishing), and coalesced groups
// after divergence; cg::plus, less, greater, bit_and, bit_or, bit_xor (each
// its own atomic: fetch_add, fetch_min, ...) and a lambda (a CAS loop) on
// int, unsigned, long long, unsigned long long, and float and double holding
// small integers. Host references: the operator folded over each tile, each
// block and the grid (every operator is commutative and associative on these
// values, so any order gives the same bits); a scan's tiles must each see one
// base, and for plus the bases must chain from the initial value through
// every tile's total.
#define _CG_ABI_EXPERIMENTAL
#include "../../sweep27/src/sw27.h"
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cuda/atomic>
#include <algorithm>
#include <string>

namespace cg = cooperative_groups;
namespace cgx = cooperative_groups::experimental;
typedef unsigned long long u64;

const int B = 256, G = 6, NT = B * G;

// Custom: a commutative, associative operator with no atomic of its own
// (the update falls back to compare-and-swap): the larger absolute value,
// the larger value on a tie.
template <class T> struct AbsMax {
  __host__ __device__ T operator()(T a, T b) const {
    T aa = a, ab = b;
    if constexpr (std::is_signed<T>::value) aa = a < 0 ? -a : a, ab = b < 0 ? -b : b;
    return aa > ab ? a : ab > aa ? b : (a > b ? a : b);
  }
};
template <class T> struct Plus {
  __host__ __device__ T operator()(T a, T b) const { return a + b; }
};
template <class T> struct Less {
  __host__ __device__ T operator()(T a, T b) const { return a < b ? a : b; }
};
template <class T> struct Greater {
  __host__ __device__ T operator()(T a, T b) const { return a > b ? a : b; }
};
template <class T> struct And {
  __host__ __device__ T operator()(T a, T b) const { return a & b; }
};
template <class T> struct Or {
  __host__ __device__ T operator()(T a, T b) const { return a | b; }
};
template <class T> struct Xor {
  __host__ __device__ T operator()(T a, T b) const { return a ^ b; }
};
// CgOp maps the host's operator to the one cooperative groups recognises.
template <class H> struct CgOp;
template <class T> struct CgOp<Plus<T>> { typedef cg::plus<T> type; };
template <class T> struct CgOp<Less<T>> { typedef cg::less<T> type; };
template <class T> struct CgOp<Greater<T>> { typedef cg::greater<T> type; };
template <class T> struct CgOp<And<T>> { typedef cg::bit_and<T> type; };
template <class T> struct CgOp<Or<T>> { typedef cg::bit_or<T> type; };
template <class T> struct CgOp<Xor<T>> { typedef cg::bit_xor<T> type; };
template <class T> struct CgOp<AbsMax<T>> { typedef AbsMax<T> type; };

// coalesces: the threads that form the coalesced groups.
template <class T> __host__ __device__ bool coalesces(T x) { return (long long)x % 3 != 0; }

// tileOf gives each thread its tile of N threads (several warps through the
// block's scratch memory).
template <int N> struct TileOf {
  template <class Block> __device__ static auto get(const Block &block) { return cgx::tiled_partition<N>(block); }
};

// Out: per thread the two scans' results; per tile the stored reduction;
// per block the shared atomic's final value; the global atomics' finals.
template <class T> struct Bufs {
  T *in, *incl, *excl, *tileStore, *blockShared, *global, *scanGlobal, *coalGlobal, *coalScan;
};

template <class T, class H, int N> __global__ void collectives(Bufs<T> b, T init) {
  typedef typename CgOp<H>::type Op;
  __shared__ cgx::block_tile_memory<8, B> scratch;
  __shared__ T shared;
  auto block = cgx::this_thread_block(scratch);
  auto tile = TileOf<N>::get(block);
  int i = blockIdx.x * B + threadIdx.x;
  T x = b.in[i];
  if (threadIdx.x == 0) shared = init;
  block.sync();
  cgx::reduce_update_async(tile, cuda::atomic_ref<T, cuda::thread_scope_device>(*b.global), x, Op());
  cgx::reduce_update_async(tile, cuda::atomic_ref<T, cuda::thread_scope_block>(shared), x, Op());
  cgx::reduce_store_async(tile, b.tileStore + i / N, x, Op());
  cuda::atomic_ref<T, cuda::thread_scope_device> scanDst(b.scanGlobal[0]);
  b.incl[i] = cgx::inclusive_scan_update(tile, scanDst, x, Op());
  cuda::atomic_ref<T, cuda::thread_scope_device> scanDst2(b.scanGlobal[1]);
  b.excl[i] = cgx::exclusive_scan_update(tile, scanDst2, x, Op());
  // Coalesced groups: the threads whose value is not a multiple of 3.
  if (coalesces(x)) {
    auto g = cg::coalesced_threads();
    cgx::reduce_update_async(g, cuda::atomic_ref<T, cuda::thread_scope_device>(*b.coalGlobal), x, Op());
    cuda::atomic_ref<T, cuda::thread_scope_device> d(*b.coalScan);
    b.excl[NT + i] = cgx::exclusive_scan_update(g, d, x, Op());
  }
  block.sync();
  if (threadIdx.x == 0) b.blockShared[blockIdx.x] = shared;
}

// atomicFold is what the atomic does with a group's result: the operator,
// except that libcu++ 1.8 (CUDA 11.8) implements fetch_min and fetch_max of
// signed integers with atom.min/max.u32/.u64, which compare as unsigned (the
// PTX nvcc 11.8 emits for cuda::atomic_ref<int>::fetch_min; libcudacxx issue
// 279 reported the same for float). Later toolkits are held to the signed
// operator: an nvcc 13.0 build that fails there natively has the same bug.
#if __CUDACC_VER_MAJOR__ == 11
const bool unsignedMinMax = true;
#else
const bool unsignedMinMax = false;
#endif
template <class T, class H> static T atomicFold(T a, T b) {
  if constexpr (std::is_integral<T>::value && std::is_signed<T>::value) {
    if (!unsignedMinMax) return H()(a, b);
    typedef typename std::make_unsigned<T>::type U;
    if (std::is_same<H, Less<T>>::value) return (T)std::min((U)a, (U)b);
    if (std::is_same<H, Greater<T>>::value) return (T)std::max((U)a, (U)b);
  }
  return H()(a, b);
}

// Values: small integers (floats and doubles hold them exactly), signed ones
// of both signs.
template <class T> static T value(u64 &r) {
  u64 v = rnd64(r);
  if (std::is_signed<T>::value && (v & 1)) return (T)(-(long long)((v >> 1) % 1000));
  if (std::is_floating_point<T>::value) return (T)((v >> 1) % 1000);
  return (T)(v >> 1 & 0xffff) * (T)((v >> 40) % 3 == 0 ? 65536 : 1);
}
// The operators' identities, the atomics' initial values (the update folds
// the initial value in, so it must not change plus's chain check but must be
// exercised: a nonzero one for plus, the identity otherwise).
template <class T, class H> static T initialFor() {
  if (std::is_same<H, Plus<T>>::value) return (T)7;
  if (std::is_same<H, Less<T>>::value) return std::numeric_limits<T>::max();
  if (std::is_same<H, Greater<T>>::value || std::is_same<H, AbsMax<T>>::value) return std::numeric_limits<T>::lowest();
  if constexpr (!std::is_floating_point<T>::value)
    if (std::is_same<H, And<T>>::value) return (T)~(T)0;
  return (T)0;
}

template <class T> static void alloc(Bufs<T> &b, T *&all) {
  cudaMalloc(&all, sizeof(T) * (NT * 4 + NT + G + 8));
  b.in = all, b.incl = all + NT, b.excl = all + 2 * NT, b.tileStore = all + 4 * NT, b.blockShared = all + 5 * NT;
  b.global = b.blockShared + G, b.scanGlobal = b.global + 1, b.coalGlobal = b.global + 3, b.coalScan = b.global + 4;
}

// checkScan: each group's results are r_j = op(base, prefix_j) for one base
// (the atomic's value before the group's update): plus and bit_xor give the
// base back from an element; for the idempotent operators op(base, x_0)
// serves as well, since every later prefix holds x_0. An exclusive scan's
// first element is op(base, T()) (the header converts an inclusive scan and
// leaves the first lane a default value), checked for plus only, where it is
// the base. For plus the bases must chain from the initial value through
// every group's total to the final value.
template <class T, class H>
static bool checkScan(const std::vector<std::vector<int>> &groups, const std::vector<T> &x, const T *r, bool inclusive, T init, T final, std::string &why) {
  H op;
  const bool plus = std::is_same<H, Plus<T>>::value, xorOp = std::is_same<H, Xor<T>>::value;
  std::vector<std::pair<T, T>> baseTotal;
  for (const auto &g : groups) {
    size_t n = g.size();
    if (n == 0) continue;
    std::vector<T> incl(n);
    incl[0] = x[g[0]];
    for (size_t j = 1; j < n; j++) incl[j] = op(incl[j - 1], x[g[j]]);
    // the element the base is read from, and the prefix it holds
    size_t k = inclusive ? 0 : 1;
    if (k >= n) {
      if (plus) baseTotal.push_back({r[g[0]], incl[n - 1]});
      continue;
    }
    T pre = inclusive ? incl[0] : incl[0];
    T base = r[g[k]];
    if (plus) base = (T)(r[g[k]] - pre);
    if constexpr (!std::is_floating_point<T>::value)
      if (xorOp) base = (T)(r[g[k]] ^ pre);
    for (size_t j = 0; j < n; j++) {
      if (!inclusive && j == 0) {
        if (plus && !sameBits(r[g[0]], base)) {
          why = "an exclusive scan's first element is not the base";
          return false;
        }
        continue;
      }
      T want = op(base, inclusive ? incl[j] : incl[j - 1]);
      if (!sameBits(r[g[j]], want)) {
        why = "a group's results do not share one base";
        return false;
      }
    }
    if (plus) baseTotal.push_back({base, incl[n - 1]});
  }
  if (!plus) return true;
  // Follow the chain; where groups share a base, those whose total is zero go first.
  std::vector<bool> used(baseTotal.size());
  T at = init;
  for (size_t step = 0; step < baseTotal.size(); step++) {
    size_t pick = baseTotal.size();
    for (size_t k = 0; k < baseTotal.size(); k++)
      if (!used[k] && sameBits(baseTotal[k].first, at) && (pick == baseTotal.size() || baseTotal[k].second == T())) pick = k;
    if (pick == baseTotal.size()) {
      why = "plus: the bases do not chain from the initial value";
      return false;
    }
    used[pick] = true;
    at = (T)(at + baseTotal[pick].second);
  }
  if (!sameBits(at, final)) {
    why = "plus: the chain does not end at the atomic's final value";
    return false;
  }
  return true;
}

template <class T, class H, int N> static void run(const char *tname, const char *oname, u64 seed) {
  Bufs<T> b;
  T *all;
  alloc(b, all);
  u64 r = seed;
  std::vector<T> x(NT);
  for (auto &v : x) v = value<T>(r);
  T init = initialFor<T, H>();
  cudaMemcpy(b.in, x.data(), NT * sizeof(T), cudaMemcpyHostToDevice);
  T inits[5] = {init, init, init, init, init};
  cudaMemcpy(b.global, inits, sizeof inits, cudaMemcpyHostToDevice);
  collectives<T, H, N><<<G, B>>>(b, init);
  cudaError_t e = cudaDeviceSynchronize();
  char what[120];
  snprintf(what, sizeof what, "%s %s tile<%d>", tname, oname, N);
  if (e != cudaSuccess) {
    printf("%-44s kernel -> %s\n", what, cudaGetErrorName(e));
    failures++;
    exit(finish());
  }
  std::vector<T> got(NT * 4 + NT + G + 8);
  cudaMemcpy(got.data(), all, got.size() * sizeof(T), cudaMemcpyDeviceToHost);
  cudaFree(all);
  H op;
  // reductions: each group folds its values with op in registers, then one
  // lane folds the group's result into the atomic (atomicFold).
  std::vector<T> gotR, wantR;
  T total = init;
  std::vector<T> blockTotal(G, init);
  for (int t = 0; t < NT / N; t++) {
    T v = x[t * N];
    for (int j = 1; j < N; j++) v = op(v, x[t * N + j]);
    gotR.push_back(got[4 * NT + t]), wantR.push_back(v);
    total = atomicFold<T, H>(total, v);
    blockTotal[t * N / B] = atomicFold<T, H>(blockTotal[t * N / B], v);
  }
  for (int k = 0; k < G; k++) gotR.push_back(got[5 * NT + k]), wantR.push_back(blockTotal[k]);
  T *fin = got.data() + 5 * NT + G;
  gotR.push_back(fin[0]), wantR.push_back(total);  // reduce_update_async, global
  gotR.push_back(fin[1]), wantR.push_back(total);  // after inclusive_scan_update
  gotR.push_back(fin[2]), wantR.push_back(total);  // after exclusive_scan_update
  T coalTotal = init;
  std::vector<std::vector<int>> coalGroups;
  for (int w = 0; w < NT / 32; w++) {
    coalGroups.push_back({});
    T v = T();
    for (int j = 0; j < 32; j++)
      if (coalesces(x[w * 32 + j])) {
        v = coalGroups.back().empty() ? x[w * 32 + j] : op(v, x[w * 32 + j]);
        coalGroups.back().push_back(w * 32 + j);
      }
    if (!coalGroups.back().empty()) coalTotal = atomicFold<T, H>(coalTotal, v);
  }
  gotR.push_back(fin[3]), wantR.push_back(coalTotal);
  std::string w = std::string(what) + " reduce_update/store_async";
  compare(w.c_str(), gotR, wantR);
  // scans
  std::vector<std::vector<int>> tiles;
  for (int t = 0; t < NT / N; t++) {
    tiles.push_back({});
    for (int j = 0; j < N; j++) tiles.back().push_back(t * N + j);
  }
  std::string why;
  bool ok = checkScan<T, H>(tiles, x, got.data() + NT, true, init, fin[1], why) &&
            checkScan<T, H>(tiles, x, got.data() + 2 * NT, false, init, fin[2], why) &&
            checkScan<T, H>(coalGroups, x, got.data() + 3 * NT, false, init, fin[4], why);
  printf("%-44s %s\n", (std::string(what) + " scan_update").c_str(), ok ? "consistent" : why.c_str());
  if (!ok) failures++;
}

template <class T, int N> static void allOps(const char *tname, u64 seed) {
  run<T, Plus<T>, N>(tname, "plus", seed);
  run<T, Less<T>, N>(tname, "less", seed + 1);
  run<T, Greater<T>, N>(tname, "greater", seed + 2);
  run<T, AbsMax<T>, N>(tname, "absmax(cas)", seed + 3);
  if constexpr (!std::is_floating_point<T>::value) {
    run<T, And<T>, N>(tname, "bit_and", seed + 4);
    run<T, Or<T>, N>(tname, "bit_or", seed + 5);
    run<T, Xor<T>, N>(tname, "bit_xor", seed + 6);
  }
}
// A -G build (__CUDACC_DEBUG__) instantiates a third of the kernels: with
// all of them ptxas takes longer than 10 minutes.
template <int N> static void allTypes() {
  allOps<int, N>("int", 100 + N);
  allOps<u64, N>("unsigned long long", 400 + N);
  allOps<double, N>("double", 600 + N);
#ifndef __CUDACC_DEBUG__
  allOps<unsigned, N>("unsigned", 200 + N);
  allOps<long long, N>("long long", 300 + N);
  allOps<float, N>("float", 500 + N);
#endif
}

int main() {
  allTypes<4>();
  allTypes<32>();
  allTypes<128>();
#ifndef __CUDACC_DEBUG__
  allTypes<16>();
  allTypes<64>();
#endif
  return finish();
}
