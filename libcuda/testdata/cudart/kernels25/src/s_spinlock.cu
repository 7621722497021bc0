// s_spinlock: fine-grained locking as allocators and sparse updates do
// it: 256 buckets each guarded by a spin lock (atomicCAS to take it, a
// __threadfence, atomicExch to release), 2^15 threads each adding its
// value to its bucket's 64-bit sum and count and keeping the bucket's
// maximum and its index (ties to the smaller index), one lane of a warp at
// a time (a loop over the lanes, so lanes of one warp never spin on each
// other's lock). Integers only: the results do not depend on the order.
#include "k25.h"

constexpr int N = 1 << 15, BUCKETS = 256;

struct Bucket {
  unsigned long long sum;
  unsigned count, max, argmax, pad;
};

__global__ void update(const unsigned *keys, const unsigned *vals, int *locks, Bucket *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32;
  unsigned k = keys[i] % BUCKETS, v = vals[i];
  for (int turn = 0; turn < 32; turn++) {
    if (lane == turn) {
      while (atomicCAS(&locks[k], 0, 1) != 0) {
      }
      __threadfence();
      volatile Bucket *bk = b + k;
      bk->sum += v;
      bk->count += 1;
      if (v > bk->max || (v == bk->max && (unsigned)i < bk->argmax)) bk->max = v, bk->argmax = i;
      __threadfence();
      atomicExch(&locks[k], 0);
    }
    __syncwarp();
  }
}

int main() {
  std::vector<unsigned> keys(N), vals(N);
  unsigned s = 71;
  for (int i = 0; i < N; i++) keys[i] = lcg(s) % (i % 4 ? BUCKETS : 8), vals[i] = lcg(s) % 5000;
  unsigned *dk, *dv;
  int *dl;
  Bucket *db;
  REQUIRE(cudaMalloc(&dk, N * 4));
  REQUIRE(cudaMalloc(&dv, N * 4));
  REQUIRE(cudaMalloc(&dl, BUCKETS * 4));
  REQUIRE(cudaMalloc(&db, BUCKETS * sizeof(Bucket)));
  cudaMemcpy(dk, keys.data(), N * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dv, vals.data(), N * 4, cudaMemcpyHostToDevice);
  timed([&] {
    cudaMemset(dl, 0, BUCKETS * 4);
    std::vector<Bucket> init(BUCKETS, Bucket{0, 0, 0, 0xffffffffu, 0});
    cudaMemcpy(db, init.data(), BUCKETS * sizeof(Bucket), cudaMemcpyHostToDevice);
    update<<<N / 256, 256>>>(dk, dv, dl, db);
  });
  std::vector<Bucket> got(BUCKETS), want(BUCKETS, Bucket{0, 0, 0, 0xffffffffu, 0});
  OK(cudaMemcpy(got.data(), db, BUCKETS * sizeof(Bucket), cudaMemcpyDeviceToHost));
  for (int i = 0; i < N; i++) {
    Bucket &w = want[keys[i] % BUCKETS];
    w.sum += vals[i], w.count++;
    if (vals[i] > w.max || (vals[i] == w.max && (unsigned)i < w.argmax)) w.max = vals[i], w.argmax = i;
  }
  int bad = 0;
  for (int k = 0; k < BUCKETS; k++) bad += memcmp(&got[k], &want[k], sizeof(Bucket)) != 0;
  printf("buckets wrong: %d; bucket 0: sum %llu count %u max %u at %u\n", bad, got[0].sum, got[0].count, got[0].max, got[0].argmax);
  check(bad == 0, "buckets");
  printHash("buckets", got);
  return done();
}
