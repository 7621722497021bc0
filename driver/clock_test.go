package driver

import (
	"encoding/binary"
	"testing"
)

// A device's %clock64 runs on from one launch to the next, as the H200's
// did (testdata/reference/clock: its second launch read 294,674 cycles
// after its first); each device counts its own; and a new driver starts
// where the first launch always starts, so runs repeat.
func TestClockRunsOnAcrossLaunches(t *testing.T) {
	const ptx = ".version 8.0\n.target sm_90\n.address_size 64\n" +
		".visible .entry clk(.param .u64 p) {\n.reg .u64 %rd<4>;\nld.param.u64 %rd0, [p];\n" +
		"mov.u64 %rd1, %clock64;\nst.global.u64 [%rd0], %rd1;\nmov.u64 %rd2, %clock64;\nst.global.u64 [%rd0+8], %rd2;\nret;\n}\n"
	first := func(th *Thread, dev Device) [][2]uint64 {
		c, err := th.DevicePrimaryCtxRetain(dev)
		must(t, err)
		must(t, th.CtxSetCurrent(c))
		m, err := th.ModuleLoadData([]byte(ptx))
		must(t, err)
		fn, err := th.ModuleGetFunction(m, "clk")
		must(t, err)
		p, err := th.MemAlloc(16)
		must(t, err)
		var reads [][2]uint64
		for range 3 {
			must(t, th.LaunchKernel(fn, Dim3{1, 1, 1}, Dim3{32, 1, 1}, 0, 0, [][]byte{binary.LittleEndian.AppendUint64(nil, uint64(p))}, nil))
			b := make([]byte, 16)
			must(t, th.MemcpyDtoH(b, p))
			reads = append(reads, [2]uint64{binary.LittleEndian.Uint64(b), binary.LittleEndian.Uint64(b[8:])})
		}
		return reads
	}
	run := func() (dev0, dev1 [][2]uint64) {
		d := New(Config{Devices: []Profile{h200, h200}})
		t.Cleanup(d.Close)
		th := d.NewThread()
		must(t, th.Init(0))
		return first(th, 0), first(th, 1)
	}
	dev0, dev1 := run()
	for i := 1; i < len(dev0); i++ {
		if dev0[i][0] <= dev0[i-1][1] {
			t.Errorf("launch %d read %%clock64 %d first, not after launch %d's last read %d", i, dev0[i][0], i-1, dev0[i-1][1])
		}
	}
	if dev1[0] != dev0[0] {
		t.Errorf("device 1's first launch read %v, want device 0's first %v: each device has its own clock", dev1[0], dev0[0])
	}
	again, _ := run()
	if again[2] != dev0[2] {
		t.Errorf("a second driver's third launch read %v, the first's %v: want the same", again[2], dev0[2])
	}
}
