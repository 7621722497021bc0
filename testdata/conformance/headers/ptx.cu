// cuda::ptx (libcu++'s one-to-one PTX bindings) as CUDA 13 ships them, one section each.
#include "common.h"
#include <cuda/ptx>
#ifndef SEC
#define SEC(x) 1
#endif
namespace ptx = cuda::ptx;
#if SEC(sreg)
KERNEL(p_sreg) {
  O(0) = ptx::get_sreg_laneid() | ptx::get_sreg_warpid() * 0 << 8 | ptx::get_sreg_nwarpid() * 0;
  O(1) = ptx::get_sreg_lanemask_lt() ^ ptx::get_sreg_lanemask_ge() * 3 ^ ptx::get_sreg_lanemask_eq() * 5;
  O(2) = ptx::get_sreg_tid_x() | ptx::get_sreg_ntid_x() << 8 | ptx::get_sreg_ctaid_x() << 16 | ptx::get_sreg_nctaid_x() << 24;
  O(3) = ptx::get_sreg_clusterid_x() | ptx::get_sreg_cluster_ctarank() << 8 | ptx::get_sreg_cluster_nctarank() << 16 | ptx::get_sreg_is_explicit_cluster() << 24;
  O(4) = ptx::get_sreg_total_smem_size() ^ ptx::get_sreg_dynamic_smem_size() * 3;
  O(5) = ptx::get_sreg_clock64() != 0;
}
#endif
#if SEC(elect)
KERNEL(p_elect) {
  O(0) = ptx::elect_sync(0xffffffff);
  O(1) = ptx::elect_sync(0xffff0000 >> (threadIdx.x & 8));
}
#endif
#if SEC(mbar)
KERNEL(p_mbar) {
  __shared__ uint64_t bar;
  __shared__ __align__(16) unsigned s[1024];
  if (threadIdx.x == 0) { ptx::mbarrier_init(&bar, 1); ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster); }
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, 4096);
    ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, s, in + blockIdx.x * 1024, 4096, &bar);
  }
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {}
  for (int k = 0; k < 8; k++) O(k) = s[(threadIdx.x * 8 + k) & 1023];
  __syncthreads();
  ptx::fence_proxy_async(ptx::space_shared);
  if (threadIdx.x == 0) {
    ptx::cp_async_bulk(ptx::space_global, ptx::space_shared, out + 4096 - 1024 * (blockIdx.x + 1) + 0 * 16, s, 16);
    ptx::cp_async_bulk_commit_group();
    ptx::cp_async_bulk_wait_group_read(ptx::n32_t<0>());
  }
}
#endif
#if SEC(fence)
KERNEL(p_fence) {
  ptx::fence(ptx::sem_sc, ptx::scope_cta);
  ptx::fence(ptx::sem_acq_rel, ptx::scope_gpu);
  ptx::fence(ptx::sem_sc, ptx::scope_sys);
  ptx::fence(ptx::sem_acq_rel, ptx::scope_cluster);
  ptx::fence_proxy_async();
  ptx::fence_proxy_async(ptx::space_global);
  ptx::fence_proxy_alias();
  O(0) = I(0);
}
#endif
#if SEC(cluster)
KERNEL(p_cluster) {
  __shared__ unsigned s;
  s = I(0);
  ptx::barrier_cluster_arrive();
  ptx::barrier_cluster_wait();
  unsigned *r = ptx::mapa(ptx::space_cluster, &s, 0);
  O(0) = ptx::getctarank(ptx::space_cluster, r);
  O(1) = *(volatile unsigned *)&s;
  ptx::barrier_cluster_arrive(ptx::sem_release);
  ptx::barrier_cluster_wait(ptx::sem_acquire);
}
#endif
#if SEC(tmap)
KERNEL(p_tmap) {
  __shared__ __align__(128) unsigned char tm[128];
  for (int i = threadIdx.x; i < 128; i += blockDim.x) tm[i] = 0;
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::tensormap_replace_global_address(ptx::space_shared, tm, (const void *)in);
    ptx::tensormap_replace_rank(ptx::space_shared, tm, 2);
    ptx::tensormap_replace_box_dim(ptx::space_shared, tm, ptx::n32_t<0>(), 8);
    ptx::fence_proxy_tensormap_generic(ptx::sem_release, ptx::scope_cta);
  }
  __syncthreads();
  O(0) = tm[threadIdx.x] | 0u;
}
#endif
#if SEC(stasync)
KERNEL(p_stasync) {
  __shared__ uint64_t bar;
  __shared__ __align__(16) unsigned s[4];
  if (threadIdx.x == 0) { ptx::mbarrier_init(&bar, 1); ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster); s[0] = 0; }
  ptx::barrier_cluster_arrive(); ptx::barrier_cluster_wait();
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cluster, ptx::space_shared, &bar, 8);
    ptx::st_async(&s[2], I(0), &bar);
    ptx::red_async(ptx::op_add, &s[0], I(1), &bar);
  }
  while (!ptx::mbarrier_try_wait_parity(ptx::sem_acquire, ptx::scope_cluster, &bar, 0)) {}
  O(0) = s[0] ^ s[2];
}
#endif
