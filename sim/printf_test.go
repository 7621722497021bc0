package sim

import "testing"

// TestHexFloat: %a and %A as the H200 printed them (libcuda/testdata/cudart/suite/logs/
// w2-s_printf2.h200.out, the lines "a", "A" and "af"): as few exponent digits as the value needs,
// the field padded after the exponent is trimmed.
func TestHexFloat(t *testing.T) {
	for _, c := range []struct {
		spec string
		gc   byte
		x    float64
		want string
	}{
		{"", 'x', 1.0, "0x1p+0"},
		{"", 'x', 0.5, "0x1p-1"},
		{"", 'x', -0.1, "-0x1.999999999999ap-4"},
		{"", 'x', 1e-300, "0x1.56e1fc2f8f359p-997"},
		{"", 'x', 0.0, "0x0p+0"},
		{"", 'X', 255.5, "0X1.FFP+7"},
		{".3", 'x', 1.0 / 3, "0x1.555p-2"},
		{"20", 'x', 2.0, "              0x1p+1"},
		{"", 'x', float64(float32(1.5)), "0x1.8p+0"},
		{"", 'x', float64(float32(1e-40)), "0x1.16c2p-133"},
	} {
		if got := hexFloat(c.spec, c.gc, c.x); got != c.want {
			t.Errorf("%%%s%c of %v: %q, the H200 printed %q", c.spec, c.gc, c.x, got, c.want)
		}
	}
}
