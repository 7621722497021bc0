// s_hashtable: open-addressing hash table (2^16 slots, linear probing,
// murmur3's fmix32): 40,000 inserts of keys with duplicates (atomicCAS
// claims a slot, atomicAdd counts the key), then 50,000 finds (present and
// absent), and a 64-bit key|value table with atomicCAS on 8 bytes. Which
// slot a colliding key lands in depends on the order threads won their
// CAS, so the table's layout is not printed: the finds and the sorted
// (key, count) pairs are.
#include <algorithm>
#include "k25.h"

constexpr int SLOTS = 1 << 16, INSERTS = 40000, FINDS = 50000;

__device__ __forceinline__ unsigned fmix32(unsigned h) {
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

__global__ void insert(const unsigned *keys, int n, unsigned *slotKey, unsigned *slotCount) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned k = keys[i];
  for (unsigned h = fmix32(k) & (SLOTS - 1);; h = (h + 1) & (SLOTS - 1)) {
    unsigned prev = atomicCAS(&slotKey[h], 0u, k);
    if (prev == 0 || prev == k) {
      atomicAdd(&slotCount[h], 1u);
      return;
    }
  }
}

__global__ void find(const unsigned *keys, int n, const unsigned *slotKey, const unsigned *slotCount, unsigned *found) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned k = keys[i];
  for (unsigned h = fmix32(k) & (SLOTS - 1);; h = (h + 1) & (SLOTS - 1)) {
    unsigned sk = slotKey[h];
    if (sk == k) {
      found[i] = slotCount[h];
      return;
    }
    if (sk == 0) {
      found[i] = 0;
      return;
    }
  }
}

// insert64 keeps key << 32 | value in one word: the value is the smallest
// index that inserted the key (atomicCAS until it holds the minimum).
__global__ void insert64(const unsigned *keys, int n, unsigned long long *slot) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long k = keys[i], want = k << 32 | (unsigned)i;
  for (unsigned h = fmix32(keys[i] * 31u) & (SLOTS - 1);; h = (h + 1) & (SLOTS - 1)) {
    unsigned long long cur = slot[h];
    while (cur == 0 || (cur >> 32 == k && (unsigned)cur > (unsigned)i)) {
      unsigned long long prev = atomicCAS(&slot[h], cur, want);
      if (prev == cur) return;
      cur = prev;
    }
    if (cur >> 32 == k) return;
  }
}

int main() {
  std::vector<unsigned> keys(INSERTS), queries(FINDS), found(FINDS), sk(SLOTS), sc(SLOTS);
  std::vector<unsigned long long> s64(SLOTS);
  unsigned s = 99;
  for (int i = 0; i < INSERTS; i++) keys[i] = lcg(s) % 30000 + 1;
  for (int i = 0; i < FINDS; i++) queries[i] = lcg(s) % 40000 + 1;
  unsigned *dkeys, *dq, *dsk, *dsc, *dfound;
  unsigned long long *ds64;
  REQUIRE(cudaMalloc(&dkeys, INSERTS * 4));
  REQUIRE(cudaMalloc(&dq, FINDS * 4));
  REQUIRE(cudaMalloc(&dsk, SLOTS * 4));
  REQUIRE(cudaMalloc(&dsc, SLOTS * 4));
  REQUIRE(cudaMalloc(&dfound, FINDS * 4));
  REQUIRE(cudaMalloc(&ds64, SLOTS * 8));
  cudaMemcpy(dkeys, keys.data(), INSERTS * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dq, queries.data(), FINDS * 4, cudaMemcpyHostToDevice);
  timed([&] {
    cudaMemset(dsk, 0, SLOTS * 4);
    cudaMemset(dsc, 0, SLOTS * 4);
    cudaMemset(ds64, 0, SLOTS * 8);
    insert<<<(INSERTS + 255) / 256, 256>>>(dkeys, INSERTS, dsk, dsc);
    find<<<(FINDS + 255) / 256, 256>>>(dq, FINDS, dsk, dsc, dfound);
    insert64<<<(INSERTS + 255) / 256, 256>>>(dkeys, INSERTS, ds64);
  });
  OK(cudaMemcpy(found.data(), dfound, FINDS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(sk.data(), dsk, SLOTS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(sc.data(), dsc, SLOTS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(s64.data(), ds64, SLOTS * 8, cudaMemcpyDeviceToHost));
  std::vector<unsigned> count(40001, 0), first(40001, ~0u);
  for (int i = 0; i < INSERTS; i++) count[keys[i]]++, first[keys[i]] = std::min(first[keys[i]], (unsigned)i);
  int bad = 0;
  for (int i = 0; i < FINDS; i++) bad += found[i] != count[queries[i]];
  std::vector<unsigned long long> pairs, pairs64;
  for (int h = 0; h < SLOTS; h++) {
    if (sk[h]) pairs.push_back((unsigned long long)sk[h] << 32 | sc[h]);
    if (s64[h]) pairs64.push_back(s64[h]), bad += (unsigned)s64[h] != first[s64[h] >> 32];
  }
  std::sort(pairs.begin(), pairs.end());
  std::sort(pairs64.begin(), pairs64.end());
  printf("occupied %zu and %zu, %d wrong\n", pairs.size(), pairs64.size(), bad);
  check(bad == 0, "finds and first indices");
  printHash("finds", found);
  printHash("sorted (key, count)", pairs);
  printHash("sorted 64-bit slots", pairs64);
  return done();
}
