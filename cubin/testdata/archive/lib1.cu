extern "C" __device__ float scale_by(float x, float k) { return x * k; }
