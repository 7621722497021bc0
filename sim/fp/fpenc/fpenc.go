// Package fpenc writes sim/fp's measured tables in their stored form: zstd-compressed at the
// encoder's best level. It is for tools/gpu, which make the tables from the device's
// measurements; the drop-in only reads them (sim/fp decodes them with internal/zstd) and does
// not link the encoder.
package fpenc

import (
	"github.com/klauspost/compress/zstd"

	"cudasim/sim/fp"
)

// EncodeTable is fp.TableForm of the measured table, compressed as sim/fp/tables/ stores it.
func EncodeTable(name string, vals []uint32) ([]byte, error) {
	raw, err := fp.TableForm(name, vals)
	if err != nil {
		return nil, err
	}
	return Compress(raw)
}

// Compress is the stored form's compression of raw.
func Compress(raw []byte) ([]byte, error) {
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedBestCompression))
	if err != nil {
		return nil, err
	}
	defer enc.Close()
	return enc.EncodeAll(raw, nil), nil
}
