#include <cstdint>

extern "C" __global__ void alias_m16n16k16_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24];
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  float d[8];
  for (int i = 0; i < 8; i++) d[i] = __uint_as_float(in[16 + i]);
  asm volatile("wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%0, %1, %2, %3, %0, %1, %2, %3};" : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = i < 8 ? __float_as_uint(d[i]) : 0;
}

extern "C" __global__ void alias_m16n16k16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24];
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  uint32_t d[8];
  for (int i = 0; i < 8; i++) d[i] = (in[16 + i]);
  asm volatile("wmma.mma.sync.aligned.row.col.m16n16k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%0, %1, %0, %1};" : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = i < 4 ? (d[i]) : 0;
}

extern "C" __global__ void alias_m32n8k16_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24];
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  float d[8];
  for (int i = 0; i < 8; i++) d[i] = __uint_as_float(in[16 + i]);
  asm volatile("wmma.mma.sync.aligned.row.col.m32n8k16.f32.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%0, %1, %2, %3, %0, %1, %2, %3};" : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = i < 8 ? __float_as_uint(d[i]) : 0;
}

extern "C" __global__ void alias_m32n8k16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24];
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  uint32_t d[8];
  for (int i = 0; i < 8; i++) d[i] = (in[16 + i]);
  asm volatile("wmma.mma.sync.aligned.row.col.m32n8k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%0, %1, %0, %1};" : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = i < 4 ? (d[i]) : 0;
}

extern "C" __global__ void alias_m8n32k16_f32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24];
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  float d[8];
  for (int i = 0; i < 8; i++) d[i] = __uint_as_float(in[16 + i]);
  asm volatile("wmma.mma.sync.aligned.row.col.m8n32k16.f32.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11, %12, %13, %14, %15}, {%16, %17, %18, %19, %20, %21, %22, %23}, {%0, %1, %2, %3, %0, %1, %2, %3};" : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = i < 8 ? __float_as_uint(d[i]) : 0;
}

extern "C" __global__ void alias_m8n32k16_f16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24];
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  uint32_t d[8];
  for (int i = 0; i < 8; i++) d[i] = (in[16 + i]);
  asm volatile("wmma.mma.sync.aligned.row.col.m8n32k16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19}, {%0, %1, %0, %1};" : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = i < 4 ? (d[i]) : 0;
}

extern "C" __global__ void alias_m16n16k16_bf16(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24];
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  float d[8];
  for (int i = 0; i < 8; i++) d[i] = __uint_as_float(in[16 + i]);
  asm volatile("wmma.mma.sync.aligned.row.col.m16n16k16.f32.bf16.bf16.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, {%16, %17, %18, %19}, {%0, %1, %2, %3, %0, %1, %2, %3};" : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = i < 8 ? __float_as_uint(d[i]) : 0;
}

extern "C" __global__ void alias_m16n16k8_tf32(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24];
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  float d[8];
  for (int i = 0; i < 8; i++) d[i] = __uint_as_float(in[16 + i]);
  asm volatile("wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9, %10, %11}, {%16, %17, %18, %19}, {%0, %1, %2, %3, %0, %1, %2, %3};" : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = i < 8 ? __float_as_uint(d[i]) : 0;
}

extern "C" __global__ void alias_m16n16k16_s8(const uint32_t *gin, uint32_t *gout) {
  uint32_t in[24];
  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];
  uint32_t d[8];
  for (int i = 0; i < 8; i++) d[i] = (in[16 + i]);
  asm volatile("wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.s8.s32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%16, %17}, {%0, %1, %2, %3, %0, %1, %2, %3};" : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]) : "r"(in[0]), "r"(in[1]), "r"(in[2]), "r"(in[3]), "r"(in[4]), "r"(in[5]), "r"(in[6]), "r"(in[7]), "r"(in[8]), "r"(in[9]), "r"(in[10]), "r"(in[11]), "r"(in[12]), "r"(in[13]), "r"(in[14]), "r"(in[15]));
  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = i < 8 ? (d[i]) : 0;
}

typedef void (*kfn)(const uint32_t *, uint32_t *);
struct kent { const char *name; kfn fn; };
static kent kernels[] = {
  {"alias_m16n16k16_f32", alias_m16n16k16_f32},
  {"alias_m16n16k16_f16", alias_m16n16k16_f16},
  {"alias_m32n8k16_f32", alias_m32n8k16_f32},
  {"alias_m32n8k16_f16", alias_m32n8k16_f16},
  {"alias_m8n32k16_f32", alias_m8n32k16_f32},
  {"alias_m8n32k16_f16", alias_m8n32k16_f16},
  {"alias_m16n16k16_bf16", alias_m16n16k16_bf16},
  {"alias_m16n16k8_tf32", alias_m16n16k8_tf32},
  {"alias_m16n16k16_s8", alias_m16n16k16_s8},
};
