package main

import (
	"archive/tar"
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
	"strings"

	"github.com/klauspost/compress/zstd"
)

// unpack reads mufu.tar (as main writes it) and returns its members decoded:
// tables as result bit patterns (sentinel where nothing was measured), the
// sample members as (input, output) pairs.
func unpack(path string) (map[string][]uint32, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dec, err := zstd.NewReader(nil)
	if err != nil {
		return nil, err
	}
	defer dec.Close()
	members := map[string][]byte{}
	tr := tar.NewReader(bytes.NewReader(data))
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		z, err := io.ReadAll(tr)
		if err != nil {
			return nil, err
		}
		b, err := dec.DecodeAll(z, nil)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", h.Name, err)
		}
		members[strings.TrimSuffix(h.Name, ".zst")] = b
	}
	res := map[string][]uint32{}
	get := func(name string, ref func(int) uint32) error {
		b, ok := members[name+".delta"]
		if !ok {
			return fmt.Errorf("%s: no member", name)
		}
		v, err := decodeDeltas(b, ref)
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		res[name] = v
		return nil
	}
	if err := get("sin", sinRef); err != nil {
		return nil, err
	}
	if err := get("cos", cosRef); err != nil {
		return nil, err
	}
	if err := get("sinneg", func(j int) uint32 { return res["sin"][j] ^ 0x80000000 }); err != nil {
		return nil, err
	}
	if err := get("cosneg", func(j int) uint32 { return res["cos"][j] }); err != nil {
		return nil, err
	}
	m := func(i int) float64 { return 1 + float64(i)*0x1p-23 }
	if err := get("lg2_0", func(i int) uint32 { return b32(float32(math.Log2(m(i)))) }); err != nil {
		return nil, err
	}
	if err := get("lg2_-1", func(i int) uint32 { return b32(float32(math.Log2(m(i)) - 1)) }); err != nil {
		return nil, err
	}
	q := lg2Q(res["lg2_0"], res["lg2_-1"])
	for name := range members {
		var k int
		if _, err := fmt.Sscanf(name, "lg2_%d.delta", &k); err == nil && k != 0 && k != -1 {
			if err := get(fmt.Sprintf("lg2_%d", k), func(i int) uint32 { return b32(float32(float64(k) + q[i])) }); err != nil {
				return nil, err
			}
		}
		if p, ok := strings.CutSuffix(name, ".pairs"); ok {
			b := members[name]
			v := make([]uint32, len(b)/4)
			for i := range v {
				v[i] = binary.LittleEndian.Uint32(b[4*i:])
			}
			res[p] = v
		}
	}
	return res, nil
}
