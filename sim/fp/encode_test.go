package fp

import (
	"fmt"

	"github.com/klauspost/compress/zstd"
)

// The tests' copies of the stored form's encoders (sim/fp/fpenc has the tools'; it imports this
// package, so these tests cannot import it).

// EncodeTable is TableForm compressed as tables/ stores it.
func EncodeTable(name string, vals []uint32) ([]byte, error) {
	raw, err := TableForm(name, vals)
	if err != nil {
		return nil, err
	}
	return compress(raw)
}

// EncodeMufu16 compresses the four tables (the first 4*65536 u16 of mufu16.case's golden
// output) into the form of tables/mufu16.zst.
func EncodeMufu16(golden []byte) ([]byte, error) {
	if len(golden) < mufu16Count*65536*2 {
		return nil, fmt.Errorf("mufu16 golden output has %d bytes, want at least %d", len(golden), mufu16Count*65536*2)
	}
	return compress(golden[:mufu16Count*65536*2])
}

func compress(raw []byte) ([]byte, error) {
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedBestCompression))
	if err != nil {
		return nil, err
	}
	defer enc.Close()
	return enc.EncodeAll(raw, nil), nil
}
