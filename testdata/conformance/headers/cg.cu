#include "common.h"
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
#include <cuda/atomic>
namespace cg = cooperative_groups;
KERNEL(cg_tiles) {
  cg::thread_block tb = cg::this_thread_block();
  unsigned v = I(0);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(tb);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(tb);
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(tb);
  O(0) = cg::reduce(t32, v, cg::plus<unsigned>());
  O(1) = cg::reduce(t16, v, cg::less<unsigned>());
  O(2) = cg::reduce(t4, v, cg::greater<unsigned>());
  O(3) = cg::reduce(t32, v, cg::bit_and<unsigned>()) ^ cg::reduce(t32, v, cg::bit_or<unsigned>()) ^ cg::reduce(t16, v, cg::bit_xor<unsigned>());
  O(4) = cg::inclusive_scan(t32, v) ^ cg::exclusive_scan(t16, v, cg::bit_xor<unsigned>());
  O(5) = t32.shfl(v, 7) ^ t16.shfl_down(v, 3) ^ t4.shfl_up(v, 1) ^ t32.shfl_xor(v, 9);
  O(6) = t32.ballot(v & 1) ^ t16.any(v & 2) ^ t4.all(v & 4) << 1;
  int pr;
  O(7) = t32.match_any(v & 3) ^ t32.match_all(v & 0, pr) << 3 ^ pr << 9;
  O(8) = t32.thread_rank() | t16.meta_group_rank() << 8 | t4.meta_group_size() << 16 | tb.thread_rank() << 24;
  float f = fbits(I(1) & 0x3fffffff);
  O(9) = ubits(cg::reduce(t32, f, cg::plus<float>())) ^ ubits(cg::reduce(t16, f, cg::greater<float>()));
  unsigned long long l = (unsigned long long)I(2) << 20 | I(3);
  unsigned long long s = cg::reduce(t32, l, cg::plus<unsigned long long>());
  O(10) = (unsigned)s ^ (unsigned)(s >> 32);
  int iv = (int)I(4);
  O(11) = cg::reduce(t32, iv, cg::less<int>()) ^ cg::reduce(t32, iv, cg::greater<int>());
  tb.sync(); t32.sync(); t16.sync();
  O(12) = tb.size() | tb.group_index().x << 12 | tb.thread_index().x << 20;
  double d = (double)iv;
  O(13) = (unsigned)cg::reduce(t32, d, cg::plus<double>());
}
KERNEL(cg_coalesced) {
  unsigned v = I(0);
  if (v & 1) {
    cg::coalesced_group g = cg::coalesced_threads();
    O(0) = g.size() | g.thread_rank() << 8;
    O(1) = cg::reduce(g, v, cg::plus<unsigned>());
    O(2) = g.shfl(v, 0) ^ g.ballot(v & 2);
    O(3) = cg::inclusive_scan(g, v);
    cg::coalesced_group p = cg::labeled_partition(g, (int)(v >> 4 & 3));
    O(4) = p.size() | p.thread_rank() << 8 | cg::reduce(p, v, cg::plus<unsigned>()) << 16;
    cg::coalesced_group q = cg::binary_partition(g, v & 4);
    O(5) = q.size() | q.thread_rank() << 8 | q.any(v & 8) << 16;
    auto t = cg::tiled_partition(g, 4);
    O(6) = t.size() | t.thread_rank() << 8 | t.meta_group_rank() << 16;
  } else {
    cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(cg::this_thread_block());
    auto p = cg::labeled_partition(t32, (int)(v & 6));
    O(7) = p.size() | p.thread_rank() << 8;
  }
}
KERNEL(cg_grid) {
  cg::grid_group g = cg::this_grid();
  O(0) = g.thread_rank() | g.size() << 16;
  O(1) = g.num_blocks() | g.block_rank() << 8 | g.num_threads() << 16;
  O(2) = g.block_index().x | g.dim_blocks().x << 8 | g.group_dim().x << 16;
  cg::cluster_group c = cg::this_cluster();
  O(3) = c.block_rank() | c.num_blocks() << 8 | c.thread_rank() << 16;
  O(4) = c.dim_blocks().x | c.block_index().x << 8 | c.num_threads() << 16;
  __shared__ unsigned sh;
  c.sync();
  O(5) = c.query_shared_rank(&sh) + 7;
}
KERNEL(cg_memcpy) {
  __shared__ unsigned s[1024];
  __shared__ unsigned s2[1024];
  cg::thread_block tb = cg::this_thread_block();
  cg::memcpy_async(tb, s, in + blockIdx.x * 1024, sizeof(unsigned) * 1024);
  cg::memcpy_async(tb, s2, in + (blockIdx.x ^ 1) * 1024, cuda::aligned_size_t<16>(4096));
  cg::wait(tb);
  auto t32 = cg::tiled_partition<32>(tb);
  __shared__ unsigned s3[4][64];
  cg::memcpy_async(t32, s3[t32.meta_group_rank()], in + 2048 + t32.meta_group_rank() * 64, sizeof(unsigned) * 64);
  cg::wait_prior<0>(t32);
  for (int k = 0; k < 8; k++) O(k) = s[(threadIdx.x * 8 + k) & 1023] ^ s2[(threadIdx.x * 3 + k * 5) & 1023];
  O(8) = s3[t32.meta_group_rank()][t32.thread_rank()] ^ s3[t32.meta_group_rank()][t32.thread_rank() + 32];
}
#ifndef SAFE
KERNEL(cg_invoke) {
  auto t32 = cg::tiled_partition<32>(cg::this_thread_block());
  unsigned v = I(0);
  unsigned r = cg::invoke_one_broadcast(t32, [&]() { return v * 3; });
  O(0) = r;
  cg::invoke_one(t32, [&]() { O(1) = 77; });
  __shared__ unsigned acc;
  if (threadIdx.x == 0) acc = 0;
  __syncthreads();
  cuda::atomic_ref<unsigned, cuda::thread_scope_block> ar(acc);
  cg::reduce_update_async(t32, ar, v & 0xff, cg::plus<unsigned>());
  __syncthreads();
  O(2) = acc;
  __shared__ unsigned st[4];
  cg::reduce_store_async(t32, &st[t32.meta_group_rank()], v & 0xfff, cg::plus<unsigned>());
  __syncthreads();
  O(3) = st[t32.meta_group_rank()];
}
#endif
