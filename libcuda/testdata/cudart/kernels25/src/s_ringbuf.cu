// s_ringbuf: blocks talking through global memory while they all run: a
// bounded multi-producer multi-consumer ring (64 slots, each with a
// sequence number, as in Vyukov's queue): 4 producer blocks push 4096
// items through atomicCAS on the tail, 4 consumer blocks pop through
// atomicCAS on the head, slots published with __threadfence and volatile,
// __nanosleep backoff while full or empty. Which consumer got which item
// varies; the count and sum of what was consumed do not.
#include "k25.h"

constexpr int SLOTS = 64, ITEMS = 4096, PRODUCERS = 4, CONSUMERS = 4, THREADS = 64;

struct Ring {
  unsigned long long head, tail;
  unsigned seq[SLOTS];
  unsigned val[SLOTS];
};

__device__ void push(Ring *r, unsigned v) {
  unsigned ns = 32;
  for (;;) {
    unsigned long long t = *(volatile unsigned long long *)&r->tail;
    unsigned s = *(volatile unsigned *)&r->seq[t % SLOTS];
    if (s == (unsigned)t) {
      if (atomicCAS(&r->tail, t, t + 1) == t) {
        r->val[t % SLOTS] = v;
        __threadfence();
        *(volatile unsigned *)&r->seq[t % SLOTS] = (unsigned)t + 1;
        return;
      }
    } else if ((int)(s - (unsigned)t) < 0) {
      __nanosleep(ns); // full
      ns = min(ns * 2, 1024u);
    }
  }
}

__device__ bool pop(Ring *r, unsigned *v, volatile unsigned *produced) {
  unsigned ns = 32;
  for (;;) {
    unsigned long long h = *(volatile unsigned long long *)&r->head;
    unsigned s = *(volatile unsigned *)&r->seq[h % SLOTS];
    if (s == (unsigned)h + 1) {
      if (atomicCAS(&r->head, h, h + 1) == h) {
        __threadfence();
        *v = *(volatile unsigned *)&r->val[h % SLOTS];
        __threadfence();
        *(volatile unsigned *)&r->seq[h % SLOTS] = (unsigned)h + SLOTS;
        return true;
      }
    } else if ((int)(s - ((unsigned)h + 1)) < 0) {
      if (h >= ITEMS) return false; // everything was taken
      __nanosleep(ns); // empty
      ns = min(ns * 2, 1024u);
    }
  }
}

__global__ void run(Ring *r, unsigned long long *sum, unsigned *count) {
  if (blockIdx.x < PRODUCERS) {
    for (int i = blockIdx.x * THREADS + threadIdx.x; i < ITEMS; i += PRODUCERS * THREADS) push(r, i * 7 + 1);
    return;
  }
  unsigned v;
  unsigned long long s = 0;
  unsigned n = 0;
  while (pop(r, &v, nullptr)) s += v, n++;
  atomicAdd(sum, s);
  atomicAdd(count, n);
}

int main() {
  Ring init = {};
  for (int i = 0; i < SLOTS; i++) init.seq[i] = i;
  Ring *dr;
  unsigned long long *dsum, sum;
  unsigned *dcount, count;
  REQUIRE(cudaMalloc(&dr, sizeof(Ring)));
  REQUIRE(cudaMalloc(&dsum, 8));
  REQUIRE(cudaMalloc(&dcount, 4));
  timed([&] {
    cudaMemcpy(dr, &init, sizeof init, cudaMemcpyHostToDevice);
    cudaMemset(dsum, 0, 8);
    cudaMemset(dcount, 0, 4);
    run<<<PRODUCERS + CONSUMERS, THREADS>>>(dr, dsum, dcount);
  });
  OK(cudaMemcpy(&sum, dsum, 8, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(&count, dcount, 4, cudaMemcpyDeviceToHost));
  unsigned long long want = 0;
  for (int i = 0; i < ITEMS; i++) want += i * 7 + 1;
  printf("consumed %u items, sum %llu (want %d, %llu)\n", count, sum, ITEMS, want);
  check(count == ITEMS && sum == want, "ring");
  return done();
}
