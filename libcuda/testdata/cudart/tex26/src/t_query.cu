// t_query.cu: the txq and suq queries a CUDA C++ program reaches through
// inline PTX, on texture objects of every resource kind and on surface
// objects: which ones the launch accepts and what each answers. Built with
// nvcc's default code (sm_90 SASS + PTX) and as PTX only (_ptx: the driver
// compiles it), and with -DSUQ_MORE for the suq queries that the JIT
// refuses for the whole module (_suq, _suq_ptx).
// build-variants: _ptx=-gencode=arch=compute_90,code=compute_90 _suq=-arch=sm_90+-DSUQ_MORE _suq_ptx=-gencode=arch=compute_90,code=compute_90+-DSUQ_MORE
#include "tx.h"

#define TXQ(NAME, Q)                                                     \
  __global__ void NAME(const unsigned long long *o, int n, int *out) {   \
    int i = threadIdx.x;                                                 \
    if (i < n) {                                                         \
      int v;                                                             \
      asm volatile("txq." Q ".b32 %0, [%1];" : "=r"(v) : "l"(o[i]));     \
      out[i] = v;                                                        \
    }                                                                    \
  }
#define TXQL(NAME, Q)                                                              \
  __global__ void NAME(const unsigned long long *o, int n, int *out) {             \
    int i = threadIdx.x;                                                           \
    if (i < 4 * n) {                                                               \
      int v;                                                                       \
      asm volatile("txq.level." Q ".b32 %0, [%1], %2;" : "=r"(v) : "l"(o[i / 4]), "r"(i % 4)); \
      out[i] = v;                                                                  \
    }                                                                              \
  }
#define SUQ(NAME, Q)                                                     \
  __global__ void NAME(const unsigned long long *o, int n, int *out) {   \
    int i = threadIdx.x;                                                 \
    if (i < n) {                                                         \
      int v;                                                             \
      asm volatile("suq." Q ".b32 %0, [%1];" : "=r"(v) : "l"(o[i]));     \
      out[i] = v;                                                        \
    }                                                                    \
  }
TXQ(q_width, "width")
TXQ(q_height, "height")
TXQ(q_depth, "depth")
TXQ(q_channel_data_type, "channel_data_type")
TXQ(q_channel_order, "channel_order")
TXQ(q_normalized_coords, "normalized_coords")
TXQ(q_filter_mode, "filter_mode")
TXQ(q_addr_mode_0, "addr_mode_0")
TXQ(q_addr_mode_1, "addr_mode_1")
TXQ(q_addr_mode_2, "addr_mode_2")
TXQ(q_array_size, "array_size")
TXQ(q_num_mipmap_levels, "num_mipmap_levels")
TXQ(q_num_samples, "num_samples")
TXQ(q_force_unnormalized_coords, "force_unnormalized_coords")
TXQL(ql_width, "width")
TXQL(ql_height, "height")
TXQL(ql_depth, "depth")
SUQ(s_width, "width")
SUQ(s_height, "height")
SUQ(s_depth, "depth")
#ifdef SUQ_MORE
SUQ(s_channel_data_type, "channel_data_type")
SUQ(s_channel_order, "channel_order")
SUQ(s_array_size, "array_size")
SUQ(s_memory_layout, "memory_layout")
#endif

typedef void (*Kern)(const unsigned long long *, int, int *);

int main() {
  cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>(), u4 = cudaCreateChannelDesc<uchar4>(), s2 = cudaCreateChannelDesc<short2>(),
                        hf2 = cudaCreateChannelDescHalf2(), u1 = cudaCreateChannelDesc<unsigned>();
  std::vector<unsigned long long> tex, surf;
  std::vector<const char *> texNames, surfNames;
  auto addTex = [&](const char *name, cudaResourceDesc rd, cudaTextureDesc td) {
    cudaTextureObject_t o;
    if (say(name, "createTextureObject", cudaCreateTextureObject(&o, &rd, &td, nullptr)) == cudaSuccess) {
      tex.push_back(o);
      texNames.push_back(name);
    }
    cudaGetLastError();
  };
  auto addSurf = [&](const char *name, cudaArray_t a) {
    cudaResourceDesc rd = arrayRes(a);
    cudaSurfaceObject_t o;
    if (say(name, "createSurfaceObject", cudaCreateSurfaceObject(&o, &rd)) == cudaSuccess) {
      surf.push_back(o);
      surfNames.push_back(name);
    }
    cudaGetLastError();
  };
  cudaArray_t a2, a2u, a2s, a2h, a1, a3, al1, al2, ac, acl;
  REQUIRE(cudaMallocArray(&a2, &f1, 13, 7, cudaArraySurfaceLoadStore));
  REQUIRE(cudaMallocArray(&a2u, &u4, 9, 5, cudaArraySurfaceLoadStore));
  REQUIRE(cudaMallocArray(&a2s, &s2, 6, 2, cudaArraySurfaceLoadStore));
  REQUIRE(cudaMallocArray(&a2h, &hf2, 6, 2, cudaArraySurfaceLoadStore));
  REQUIRE(cudaMallocArray(&a1, &u1, 21, 0, cudaArraySurfaceLoadStore));
  REQUIRE(cudaMalloc3DArray(&a3, &f1, make_cudaExtent(3, 4, 5), cudaArraySurfaceLoadStore));
  REQUIRE(cudaMalloc3DArray(&al1, &f1, make_cudaExtent(11, 0, 3), cudaArrayLayered | cudaArraySurfaceLoadStore));
  REQUIRE(cudaMalloc3DArray(&al2, &f1, make_cudaExtent(4, 3, 5), cudaArrayLayered | cudaArraySurfaceLoadStore));
  REQUIRE(cudaMalloc3DArray(&ac, &f1, make_cudaExtent(4, 4, 6), cudaArrayCubemap | cudaArraySurfaceLoadStore));
  REQUIRE(cudaMalloc3DArray(&acl, &f1, make_cudaExtent(4, 4, 18), cudaArrayCubemap | cudaArrayLayered | cudaArraySurfaceLoadStore));
  cudaMipmappedArray_t mm;
  REQUIRE(cudaMallocMipmappedArray(&mm, &f1, make_cudaExtent(16, 8, 0), 4));
  void *lin;
  REQUIRE(cudaMalloc(&lin, 4096));
  addTex("2d f32 point clamp", arrayRes(a2), texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 0));
  {
    cudaTextureDesc td = texDesc(cudaAddressModeWrap, cudaFilterModeLinear, cudaReadModeNormalizedFloat, 1);
    td.addressMode[1] = cudaAddressModeMirror;
    td.addressMode[2] = cudaAddressModeBorder;
    addTex("2d u8x4 linear wrap/mirror/border norm", arrayRes(a2u), td);
  }
  addTex("2d s16x2 normfloat border", arrayRes(a2s), texDesc(cudaAddressModeBorder, cudaFilterModePoint, cudaReadModeNormalizedFloat, 0));
  addTex("2d half2", arrayRes(a2h), texDesc(cudaAddressModeClamp, cudaFilterModeLinear, cudaReadModeElementType, 0));
  addTex("1d u32", arrayRes(a1), texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 0));
  addTex("3d f32", arrayRes(a3), texDesc(cudaAddressModeMirror, cudaFilterModePoint, cudaReadModeElementType, 1));
  addTex("layered1d f32", arrayRes(al1), texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 0));
  addTex("layered2d f32", arrayRes(al2), texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 0));
  addTex("cubemap f32", arrayRes(ac), texDesc(cudaAddressModeClamp, cudaFilterModeLinear, cudaReadModeElementType, 1));
  addTex("cubemaplayered f32", arrayRes(acl), texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 1));
  {
    cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeMipmappedArray;
    rd.res.mipmap.mipmap = mm;
    cudaTextureDesc td = texDesc(cudaAddressModeClamp, cudaFilterModeLinear, cudaReadModeElementType, 1);
    td.mipmapFilterMode = cudaFilterModeLinear;
    td.maxMipmapLevelClamp = 3;
    addTex("mipmap 16x8 L4", rd, td);
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeLinear;
    rd.res.linear.devPtr = lin;
    rd.res.linear.desc = u4;
    rd.res.linear.sizeInBytes = 1000;
    addTex("linear u8x4 1000 bytes", rd, texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeNormalizedFloat, 0));
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypePitch2D;
    rd.res.pitch2D.devPtr = lin;
    rd.res.pitch2D.desc = f1;
    rd.res.pitch2D.width = 10;
    rd.res.pitch2D.height = 6;
    rd.res.pitch2D.pitchInBytes = 128;
    addTex("pitch2d f32 10x6", rd, texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 0));
  }
  addSurf("surf 2d f32 13x7", a2);
  addSurf("surf 2d u8x4 9x5", a2u);
  addSurf("surf 2d s16x2", a2s);
  addSurf("surf 1d u32 21", a1);
  addSurf("surf 3d 3x4x5", a3);
  addSurf("surf layered1d 11x3", al1);
  addSurf("surf layered2d 4x3x5", al2);
  addSurf("surf cubemap 4", ac);
  addSurf("surf cubemaplayered 4x3", acl);
  unsigned long long *dtex, *dsurf;
  int *dout;
  REQUIRE(cudaMalloc(&dtex, tex.size() * 8));
  REQUIRE(cudaMalloc(&dsurf, surf.size() * 8));
  REQUIRE(cudaMalloc(&dout, 4096));
  REQUIRE(cudaMemcpy(dtex, tex.data(), tex.size() * 8, cudaMemcpyHostToDevice));
  REQUIRE(cudaMemcpy(dsurf, surf.size() ? surf.data() : tex.data(), surf.size() * 8, cudaMemcpyHostToDevice));
  struct Q { const char *n; Kern k; int surf, level; };
  const Q qs[] = {
      {"txq.width", q_width, 0, 0}, {"txq.height", q_height, 0, 0}, {"txq.depth", q_depth, 0, 0},
      {"txq.channel_data_type", q_channel_data_type, 0, 0}, {"txq.channel_order", q_channel_order, 0, 0},
      {"txq.normalized_coords", q_normalized_coords, 0, 0}, {"txq.filter_mode", q_filter_mode, 0, 0},
      {"txq.addr_mode_0", q_addr_mode_0, 0, 0}, {"txq.addr_mode_1", q_addr_mode_1, 0, 0}, {"txq.addr_mode_2", q_addr_mode_2, 0, 0},
      {"txq.array_size", q_array_size, 0, 0}, {"txq.num_mipmap_levels", q_num_mipmap_levels, 0, 0},
      {"txq.num_samples", q_num_samples, 0, 0}, {"txq.force_unnormalized_coords", q_force_unnormalized_coords, 0, 0},
      {"txq.level.width", ql_width, 0, 1}, {"txq.level.height", ql_height, 0, 1}, {"txq.level.depth", ql_depth, 0, 1},
      {"suq.width", s_width, 1, 0}, {"suq.height", s_height, 1, 0}, {"suq.depth", s_depth, 1, 0},
#ifdef SUQ_MORE
      {"suq.channel_data_type", s_channel_data_type, 1, 0}, {"suq.channel_order", s_channel_order, 1, 0},
      {"suq.array_size", s_array_size, 1, 0}, {"suq.memory_layout", s_memory_layout, 1, 0},
#endif
  };
  for (const Q &q : qs) {
    int n = q.surf ? (int)surf.size() : (int)tex.size();
    cudaMemset(dout, 0xcd, 4096);
    q.k<<<1, 256>>>(q.surf ? dsurf : dtex, n, dout);
    cudaError_t l = cudaGetLastError();
    cudaError_t s = cudaDeviceSynchronize();
    printf("%s launch -> %s sync -> %s\n", q.n, cudaGetErrorName(l), cudaGetErrorName(s));
    if (l != cudaSuccess || s != cudaSuccess) continue;
    int v[1024];
    cudaMemcpy(v, dout, 4096, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
      printf("%s %-40s", q.n, q.surf ? surfNames[i] : texNames[i]);
      for (int j = 0; j < (q.level ? 4 : 1); j++) printf(" %d", v[q.level ? i * 4 + j : i]);
      printf("\n");
    }
  }
  return finish();
}
