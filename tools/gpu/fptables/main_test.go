package main

import (
	"bytes"
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"testing"

	"cudasim/sim/fp"
)

// TestPipeline runs the tool on synthetic measurements (the reference values
// as tables, the models' own outputs as samples) and expects no mismatch.
func TestPipeline(t *testing.T) {
	if testing.Short() {
		t.Skip("writes ~300 MB of synthetic tables")
	}
	raw, out = t.TempDir(), t.TempDir()
	write := func(name string, v []uint32) {
		b := make([]byte, 4*len(v))
		for i, x := range v {
			binary.LittleEndian.PutUint32(b[4*i:], x)
		}
		if err := os.WriteFile(filepath.Join(raw, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, n := range []string{fp.TableEx2Pos, fp.TableEx2Neg, fp.TableRcp, fp.TableSqrt, fp.TableRsqrt, fp.TableRcp64} {
		v := make([]uint32, fp.TableSize(n))
		for i := range v {
			v[i] = fp.TableRef(n, i)
		}
		v[5] += 7 // one exception
		write("tab_"+n+".u32", v)
	}
	in := []uint32{0x3f800000, 0x40490fdb, 0xc2cff1b5, 0x7fc00000, 0x00000001, 0x80000000}
	o := make([]uint32, len(in))
	for i, x := range in {
		o[i] = math.Float32bits(fp.Ex2Approx32(math.Float32frombits(x), true))
	}
	write("ver_ex2.ftz.in", in)
	write("ver_ex2.ftz.out", o)
	tables()
	var s bytes.Buffer
	verify(&s)
	if got := fp.TableRef(fp.TableRcp, 5) + 7; math.Float32bits(fp.RcpApprox32(math.Float32frombits(0x3f800005), true)) != got {
		t.Errorf("installed table not used")
	}
	if _, err := os.Stat(filepath.Join(out, "tables.tar")); err != nil {
		t.Fatal(err)
	}
}
