// tx.h: helpers for tex26's programs (textures, surfaces and CUDA arrays
// through the runtime). Output is values and error names only.
#pragma once
#include "check.h"
#include <cstring>
#include <cstdint>
#include <vector>
#include <cuda_fp16.h>

static const char *kindName(int f) {
  switch (f) {
  case cudaChannelFormatKindSigned: return "s";
  case cudaChannelFormatKindUnsigned: return "u";
  case cudaChannelFormatKindFloat: return "f";
  case cudaChannelFormatKindNone: return "none";
  case cudaChannelFormatKindNV12: return "nv12";
  default: {
    static char b[16];
    snprintf(b, sizeof b, "k%d", f);
    return b;
  }
  }
}

static void printDesc(const char *tag, const cudaChannelFormatDesc &d) {
  printf("%s desc x=%d y=%d z=%d w=%d f=%s\n", tag, d.x, d.y, d.z, d.w, kindName(d.f));
}

// info prints cudaArrayGetInfo of an array.
static void info(const char *tag, cudaArray_t a) {
  cudaChannelFormatDesc d;
  memset(&d, 0x5a, sizeof d);
  cudaExtent e = make_cudaExtent(777, 777, 777);
  unsigned fl = 0x5a5a;
  cudaError_t err = cudaArrayGetInfo(&d, &e, &fl, a);
  printf("%s arrayGetInfo -> %s", tag, cudaGetErrorName(err));
  if (err == cudaSuccess)
    printf(" x=%d y=%d z=%d w=%d f=%s extent=%zux%zux%zu flags=0x%x", d.x, d.y, d.z, d.w, kindName(d.f), e.width, e.height, e.depth, fl);
  printf("\n");
}

static cudaError_t say(const char *tag, const char *what, cudaError_t e) {
  printf("%s %s -> %s\n", tag, what, cudaGetErrorName(e));
  return e;
}

// syncName synchronizes the device and returns the error name, and the one
// cudaGetLastError then answers.
static void syncShow(const char *tag) {
  cudaError_t e = cudaDeviceSynchronize();
  cudaError_t l = cudaGetLastError();
  printf("%s sync -> %s last -> %s\n", tag, cudaGetErrorName(e), cudaGetErrorName(l));
}

// seamless reads cudaTextureDesc.seamlessCubemap (CUDA 12 on; the
// programs also compile with CUDA 11.8 for a check here).
#if CUDART_VERSION >= 12000
#define SEAMLESS(t) ((t).seamlessCubemap)
#else
static int seamlessDummy;
#define SEAMLESS(t) seamlessDummy
#endif
static void printTexDesc(const char *tag, const cudaTextureDesc &t) {
  printf("%s texdesc addr=%d,%d,%d filter=%d read=%d srgb=%d norm=%d aniso=%u mipfilter=%d bias=%g minclamp=%g maxclamp=%g notrilinopt=%d seamless=%d\n",
         tag, t.addressMode[0], t.addressMode[1], t.addressMode[2], t.filterMode, t.readMode, t.sRGB,
         t.normalizedCoords, t.maxAnisotropy, t.mipmapFilterMode, t.mipmapLevelBias, t.minMipmapLevelClamp, t.maxMipmapLevelClamp,
         t.disableTrilinearOptimization, SEAMLESS(t));
}

// printResDesc prints a resource description without its pointers: for
// pointers whether they equal the expected ones.
static void printResDesc(const char *tag, const cudaResourceDesc &r, const void *want) {
  switch (r.resType) {
  case cudaResourceTypeArray:
    printf("%s resdesc array same=%d\n", tag, (const void *)r.res.array.array == want);
    break;
  case cudaResourceTypeMipmappedArray:
    printf("%s resdesc mipmap same=%d\n", tag, (const void *)r.res.mipmap.mipmap == want);
    break;
  case cudaResourceTypeLinear:
    printf("%s resdesc linear same=%d x=%d y=%d z=%d w=%d f=%s size=%zu\n", tag, (const void *)r.res.linear.devPtr == want,
           r.res.linear.desc.x, r.res.linear.desc.y, r.res.linear.desc.z, r.res.linear.desc.w, kindName(r.res.linear.desc.f), r.res.linear.sizeInBytes);
    break;
  case cudaResourceTypePitch2D:
    printf("%s resdesc pitch2d same=%d x=%d y=%d z=%d w=%d f=%s w=%zu h=%zu pitch=%zu\n", tag, (const void *)r.res.pitch2D.devPtr == want,
           r.res.pitch2D.desc.x, r.res.pitch2D.desc.y, r.res.pitch2D.desc.z, r.res.pitch2D.desc.w, kindName(r.res.pitch2D.desc.f),
           r.res.pitch2D.width, r.res.pitch2D.height, r.res.pitch2D.pitchInBytes);
    break;
  default:
    printf("%s resdesc type=%d\n", tag, r.resType);
  }
}

static void printViewDesc(const char *tag, const cudaResourceViewDesc &v) {
  printf("%s viewdesc format=%d w=%zu h=%zu d=%zu mip=%u..%u layer=%u..%u\n", tag, v.format, v.width, v.height, v.depth,
         v.firstMipmapLevel, v.lastMipmapLevel, v.firstLayer, v.lastLayer);
}

// roundTrip prints what the runtime answers back for a texture object. The
// border colour is left out (the runtime answers stack bytes there on the
// H200), and so is the view's content when the object has none (the call
// succeeds without writing it).
static void roundTrip(const char *tag, cudaTextureObject_t o, const void *want, bool hasView = false) {
  cudaResourceDesc r;
  memset(&r, 0, sizeof r);
  cudaError_t e = cudaGetTextureObjectResourceDesc(&r, o);
  printf("%s getResourceDesc -> %s\n", tag, cudaGetErrorName(e));
  if (e == cudaSuccess) printResDesc(tag, r, want);
  cudaTextureDesc t;
  memset(&t, 0, sizeof t);
  e = cudaGetTextureObjectTextureDesc(&t, o);
  printf("%s getTextureDesc -> %s\n", tag, cudaGetErrorName(e));
  if (e == cudaSuccess) printTexDesc(tag, t);
  cudaResourceViewDesc v;
  memset(&v, 0, sizeof v);
  e = cudaGetTextureObjectResourceViewDesc(&v, o);
  printf("%s getViewDesc -> %s\n", tag, cudaGetErrorName(e));
  if (e == cudaSuccess && hasView) printViewDesc(tag, v);
}

static unsigned fbits(float f) {
  unsigned u;
  memcpy(&u, &f, 4);
  return u;
}

// printVals prints n words per line, as hex.
static void printWords(const char *tag, const unsigned *w, int n, int perLine) {
  for (int i = 0; i < n; i += perLine) {
    printf("%s [%d]", tag, i / perLine);
    for (int j = i; j < i + perLine && j < n; j++) printf(" %08x", w[j]);
    printf("\n");
  }
}

static void printBytes(const char *tag, const unsigned char *b, size_t n) {
  for (size_t i = 0; i < n; i += 32) {
    printf("%s %04zx:", tag, i);
    for (size_t j = i; j < i + 32 && j < n; j++) printf(" %02x", b[j]);
    printf("\n");
  }
}

static cudaTextureDesc texDesc(cudaTextureAddressMode am, cudaTextureFilterMode fm, cudaTextureReadMode rm, int norm) {
  cudaTextureDesc t;
  memset(&t, 0, sizeof t);
  t.addressMode[0] = t.addressMode[1] = t.addressMode[2] = am;
  t.filterMode = fm;
  t.readMode = rm;
  t.normalizedCoords = norm;
  return t;
}

static cudaResourceDesc arrayRes(cudaArray_t a) {
  cudaResourceDesc r;
  memset(&r, 0, sizeof r);
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  return r;
}
