// s_lockfree: a lock-free Treiber stack of 4096 nodes with a 64-bit
// tagged head (index and an ABA counter in one word, atomicCAS): every
// thread pushes its node, then pops one, then the odd threads push back what they
// popped, and 8 warps drain the stack. What each thread popped varies;
// the counts printed do not (each thread pops after its own push, so no
// pop of the first round finds the stack empty; the odd threads' pushes
// leave N/2 to drain).
#include "k25.h"

constexpr int N = 4096;

__device__ void push(unsigned long long *head, unsigned *next, unsigned node) {
  unsigned long long old = *(volatile unsigned long long *)head;
  for (;;) {
    next[node] = (unsigned)old;
    __threadfence();
    unsigned long long nw = ((old >> 32) + 1) << 32 | node;
    unsigned long long seen = atomicCAS(head, old, nw);
    if (seen == old) return;
    old = seen;
  }
}

__device__ unsigned pop(unsigned long long *head, const unsigned *next) {
  unsigned long long old = *(volatile unsigned long long *)head;
  for (;;) {
    unsigned node = (unsigned)old;
    if (node == 0xffffffffu) return node;
    unsigned nx = *(volatile const unsigned *)&next[node];
    unsigned long long nw = ((old >> 32) + 1) << 32 | nx;
    unsigned long long seen = atomicCAS(head, old, nw);
    if (seen == old) return node;
    old = seen;
  }
}

__global__ void churn(unsigned long long *head, unsigned *next, const unsigned *val, unsigned long long *sum, unsigned *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  push(head, next, i);
  unsigned got = pop(head, next);
  if (got != 0xffffffffu) {
    atomicAdd(sum, (unsigned long long)val[got]);
    atomicAdd(count, 1u);
    if (i % 2) push(head, next, got);
  }
}

__global__ void drain(unsigned long long *head, unsigned *next, const unsigned *val, unsigned long long *sum, unsigned *count) {
  for (;;) {
    unsigned got = pop(head, next);
    if (got == 0xffffffffu) return;
    atomicAdd(sum, (unsigned long long)val[got]);
    atomicAdd(count, 1u);
  }
}

int main() {
  std::vector<unsigned> val(N);
  unsigned s = 4;
  for (auto &v : val) v = lcg(s) % 100000;
  unsigned long long *dh, *dsum, sums[2];
  unsigned *dnext, *dval, *dcount, counts[2];
  REQUIRE(cudaMalloc(&dh, 8));
  REQUIRE(cudaMalloc(&dnext, N * 4));
  REQUIRE(cudaMalloc(&dval, N * 4));
  REQUIRE(cudaMalloc(&dsum, 16));
  REQUIRE(cudaMalloc(&dcount, 8));
  cudaMemcpy(dval, val.data(), N * 4, cudaMemcpyHostToDevice);
  timed([&] {
    unsigned long long empty = 0xffffffffull;
    cudaMemcpy(dh, &empty, 8, cudaMemcpyHostToDevice);
    cudaMemset(dsum, 0, 16);
    cudaMemset(dcount, 0, 8);
    churn<<<N / 128, 128>>>(dh, dnext, dval, dsum, dcount);
    drain<<<8, 32>>>(dh, dnext, dval, dsum + 1, dcount + 1);
  });
  OK(cudaMemcpy(sums, dsum, 16, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(counts, dcount, 8, cudaMemcpyDeviceToHost));
  printf("first round popped %u, drained %u\n", counts[0], counts[1]);
  printf("every node once: %s\n", counts[0] == N && counts[1] == N / 2 ? "yes" : "no");
  check(counts[0] == N && counts[1] == N / 2, "counts");
  return done();
}
