/* fuzz30 probe (README.md): what the H200's driver answers where session 30's
   fuzzing found cudasim guessing. Each case runs in a child process and prints
   one line, "case NAME: CODES" or "case NAME: signal N" (a crash).
   Sparse tiles: two tiles mapped onto one pool page by one cuMemMapArrayAsync;
   a pool page mapped again after the sparse array (or mipmapped array) whose
   tile held it was destroyed, untouched or written, and what the new tile
   reads. Wild pointers: a pointer of 1 or a wild address where the driver
   reads or writes the program's memory. */
#include <cuda.h>
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define WILD ((void *)0xdead0000000ULL)

static CUcontext ctx;

static void setup(void) {
  CUdevice dev;
  if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx)) {
    printf("no context\n");
    exit(1);
  }
}

static CUarray sparse_array(void) {
  CUDA_ARRAY3D_DESCRIPTOR d = {1024, 1024, 0, CU_AD_FORMAT_FLOAT, 4, CUDA_ARRAY3D_SPARSE};
  CUarray a = 0;
  int r = cuArray3DCreate(&a, &d);
  if (r) printf("  cuArray3DCreate %d\n", r);
  return a;
}

static CUmemGenericAllocationHandle tile_pool(void) {
  CUmemAllocationProp p;
  memset(&p, 0, sizeof p);
  p.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  p.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  p.allocFlags.usage = CU_MEM_CREATE_USAGE_TILE_POOL;
  CUmemGenericAllocationHandle h = 0;
  int r = cuMemCreate(&h, 2 << 20, &p, 0);
  if (r) printf("  cuMemCreate %d\n", r);
  return h;
}

/* entry maps (op 1) or unmaps (op 2) tile (x, 0) of 64x64 float4 texels of a onto the pool page at off */
static CUarrayMapInfo entry(CUarray a, unsigned x, CUmemGenericAllocationHandle pool, unsigned long long off, int op) {
  CUarrayMapInfo e;
  memset(&e, 0, sizeof e);
  e.resourceType = CU_RESOURCE_TYPE_ARRAY;
  e.resource.array = a;
  e.subresourceType = CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL;
  e.subresource.sparseLevel.offsetX = x;
  e.subresource.sparseLevel.extentWidth = 64;
  e.subresource.sparseLevel.extentHeight = 64;
  e.subresource.sparseLevel.extentDepth = 1;
  e.memOperationType = op;
  e.memHandleType = CU_MEM_HANDLE_TYPE_GENERIC;
  if (op == CU_MEM_OPERATION_TYPE_MAP) e.memHandle.memHandle = pool;
  e.offset = off;
  e.deviceBitMask = 1;
  return e;
}

/* row writes texels x0..x0+n-1 of row 0 (first channel v+i) or reads and prints their first channels */
static void row(CUarray a, unsigned x0, int n, int write, float v) {
  float buf[4 * 64];
  CUDA_MEMCPY3D c;
  memset(&c, 0, sizeof c);
  memset(buf, 0, sizeof buf);
  c.WidthInBytes = 16 * n;
  c.Height = c.Depth = 1;
  if (write) {
    for (int i = 0; i < n; i++) buf[4 * i] = v + i;
    c.srcMemoryType = CU_MEMORYTYPE_HOST, c.srcHost = buf, c.srcPitch = 16 * n;
    c.dstMemoryType = CU_MEMORYTYPE_ARRAY, c.dstArray = a, c.dstXInBytes = 16 * x0;
  } else {
    c.dstMemoryType = CU_MEMORYTYPE_HOST, c.dstHost = buf, c.dstPitch = 16 * n;
    c.srcMemoryType = CU_MEMORYTYPE_ARRAY, c.srcArray = a, c.srcXInBytes = 16 * x0;
  }
  int r = cuMemcpy3D(&c);
  if (!write) {
    printf("  read x=%u: %d", x0, r);
    for (int i = 0; i < n; i += n / 4) printf(" %g", buf[4 * i]);
    printf("\n");
  } else if (r) {
    printf("  write x=%u: %d\n", x0, r);
  }
}

static int map1(CUarrayMapInfo e) { return cuMemMapArrayAsync(&e, 1, 0); }

static void two_tiles_one_call(void) {
  CUarray a = sparse_array();
  CUmemGenericAllocationHandle pool = tile_pool();
  CUarrayMapInfo l[2] = {entry(a, 0, pool, 0, 1), entry(a, 64, pool, 0, 1)};
  printf("case two_tiles_one_call: %d", cuMemMapArrayAsync(l, 2, 0));
  printf(" %d\n", cuCtxSynchronize());
  row(a, 0, 64, 1, 1);
  row(a, 64, 64, 1, 100);
  row(a, 0, 64, 0, 0);
  row(a, 64, 64, 0, 0);
  printf("  unmap tile 0: %d\n", map1(entry(a, 0, pool, 0, 2)));
  row(a, 64, 64, 0, 0);
}

/* destroyed: a tile of one array on page 0, written or not, the array destroyed, another's tile mapped there */
static void destroyed(int written) {
  CUmemGenericAllocationHandle pool = tile_pool();
  CUarray a = sparse_array();
  printf("case destroyed_%s: %d", written ? "written" : "untouched", map1(entry(a, 0, pool, 0, 1)));
  if (written) row(a, 0, 64, 1, 7);
  printf(" %d", cuArrayDestroy(a));
  CUarray b = sparse_array();
  int r = map1(entry(b, 0, pool, 0, 1));
  printf(" %d %d\n", r, cuCtxSynchronize());
  row(b, 0, 64, 0, 0);
}

static void destroyed_miptail(void) {
  CUmemGenericAllocationHandle pool = tile_pool();
  CUDA_ARRAY3D_DESCRIPTOR d = {256, 256, 0, CU_AD_FORMAT_FLOAT, 4, CUDA_ARRAY3D_SPARSE};
  CUmipmappedArray m;
  printf("case destroyed_miptail: %d", cuMipmappedArrayCreate(&m, &d, 9));
  CUarrayMapInfo e;
  memset(&e, 0, sizeof e);
  e.resourceType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY;
  e.resource.mipmap = m;
  e.subresourceType = CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL;
  e.subresource.miptail.size = 65536;
  e.memOperationType = CU_MEM_OPERATION_TYPE_MAP;
  e.memHandleType = CU_MEM_HANDLE_TYPE_GENERIC;
  e.memHandle.memHandle = pool;
  e.offset = 1 << 20;
  e.deviceBitMask = 1;
  int r = map1(e);
  printf(" %d %d", r, cuMipmappedArrayDestroy(m));
  CUarray b = sparse_array();
  r = map1(entry(b, 0, pool, 1 << 20, 1));
  printf(" %d %d\n", r, cuCtxSynchronize());
}

/* switch_sizes: SWITCH nodes of more bodies than measured (8), each on a handle of its own.
   The entry points by dlsym and CUgraphNodeParams by offsets (the driver's symbols keep
   their ABI; CUDA 11.8's headers here lack them): type at 0; the conditional's handle at
   16, type at 24, size at 28, phGraph_out at 32 (NULL: the driver points it at its own
   array), ctx at 40; 256 bytes. */
static void switch_sizes(void) {
  int (*create)(unsigned long long *, CUgraph, CUcontext, unsigned, unsigned) =
      (int (*)(unsigned long long *, CUgraph, CUcontext, unsigned, unsigned))dlsym(RTLD_DEFAULT, "cuGraphConditionalHandleCreate");
  int (*add)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, void *) =
      (int (*)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, void *))dlsym(RTLD_DEFAULT, "cuGraphAddNode");
  static const unsigned sizes[] = {9, 1024, 65536, 65537, 1u << 20, 0xffffffffu};
  printf("case switch_sizes:");
  if (!create || !add) {
    printf(" no conditional entry points\n");
    return;
  }
  for (int i = 0; i < (int)(sizeof sizes / sizeof *sizes); i++) {
    CUgraph g;
    unsigned long long h = 0;
    CUgraphNode n;
    unsigned char p[256];
    cuGraphCreate(&g, 0);
    int r = create(&h, g, ctx, 0, 0);
    memset(p, 0, sizeof p);
    *(int *)p = 13; /* CU_GRAPH_NODE_TYPE_CONDITIONAL */
    memcpy(p + 16, &h, 8);
    *(int *)(p + 24) = 2; /* CU_GRAPH_COND_TYPE_SWITCH */
    memcpy(p + 28, &sizes[i], 4);
    memcpy(p + 40, &ctx, sizeof ctx);
    if (r == 0) r = add(&n, g, NULL, 0, p);
    printf(" %u:%d", sizes[i], r);
    fflush(stdout);
  }
  printf("\n");
}

typedef void (*logs_cb)(void *, int, char *, size_t);
static void on_log(void *data, int level, char *msg, size_t n) {
  (void)data, (void)level, (void)n;
  printf("  callback: %s\n", msg);
  fflush(stdout);
}

static void wild(const char *which) {
  CUstream s;
  CUmemGenericAllocationHandle h;
  CUmodule mod;
  const void *table;
  printf("case %s: ", which);
  fflush(stdout);
  int r = -1;
  if (!strcmp(which, "getflags_out1")) {
    cuStreamCreate(&s, 0);
    r = cuStreamGetFlags(s, (unsigned *)1);
  } else if (!strcmp(which, "memcpy3d_1")) {
    r = cuMemcpy3D((CUDA_MEMCPY3D *)1);
  } else if (!strcmp(which, "memcreate_prop1")) {
    r = cuMemCreate(&h, 2 << 20, (CUmemAllocationProp *)1, 0);
  } else if (!strcmp(which, "moduleload_1")) {
    r = cuModuleLoadData(&mod, (void *)1);
  } else if (!strcmp(which, "exporttable_wild")) {
    r = cuGetExportTable(&table, (const CUuuid *)WILD);
  } else if (!strcmp(which, "logs_out_wild")) {
    int (*reg)(logs_cb, void *, void *) = (int (*)(logs_cb, void *, void *))dlsym(RTLD_DEFAULT, "cuLogsRegisterCallback");
    if (!reg) {
      printf("no cuLogsRegisterCallback\n");
      return;
    }
    r = reg(on_log, NULL, WILD);
    printf("%d", r);
    CUdeviceptr p;
    r = cuMemAlloc(&p, 0); /* a failure, logged: is the callback called? */
  } else if (!strcmp(which, "memcpy_same_wild")) {
    r = cuMemcpy((CUdeviceptr)WILD, (CUdeviceptr)WILD, 16);
  } else if (!strcmp(which, "memcpy_same_pageable")) {
    void *p = malloc(4096);
    r = cuMemcpy((CUdeviceptr)p, (CUdeviceptr)p, 4096);
  }
  printf(" %d\n", r);
}

/* Without arguments it runs itself once per case (fork and exec: a process that
   forked without exec may not call the driver again, and cudasim's Go runtime
   does not survive a fork), and tells how each child ended. */
int main(int argc, char **argv) {
  static const char *wilds[] = {"getflags_out1", "memcpy3d_1", "memcreate_prop1", "moduleload_1", "exporttable_wild",
                                "logs_out_wild", "memcpy_same_wild", "memcpy_same_pageable"};
  const int n = 5 + (int)(sizeof wilds / sizeof *wilds);
  setvbuf(stdout, NULL, _IOLBF, 0);
  if (argc > 1) {
    int i = atoi(argv[1]);
    setup();
    switch (i) {
    case 0: two_tiles_one_call(); break;
    case 1: destroyed(0); break;
    case 2: destroyed(1); break;
    case 3: destroyed_miptail(); break;
    case 4: alarm(60); switch_sizes(); break;
    default: wild(wilds[i - 5]);
    }
    return 0;
  }
  for (int k = 0; k < n; k++) {
    /* switch_sizes (4) last: its 2^32-1 bodies ran into the 60 s alarm, and the run's 100 s
       limit then cut the wild cases after it (session 32's window) */
    int i = k < 4 ? k : k == n - 1 ? 4 : k + 1;
    char arg[16];
    snprintf(arg, sizeof arg, "%d", i);
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
      execl("/proc/self/exe", argv[0], arg, (char *)NULL);
      _exit(127);
    }
    int st;
    waitpid(pid, &st, 0);
    if (WIFSIGNALED(st)) printf("\n  signal %d\n", WTERMSIG(st));
    else if (WEXITSTATUS(st)) printf("\n  exit %d\n", WEXITSTATUS(st));
  }
  return 0;
}
