// Package term answers whether output goes to a terminal, for the front
// ends that draw progress lines there (cmd/cudasim, libcuda).
package term

import (
	"io"
	"os"
)

// Is reports whether w is a terminal (a character device).
func Is(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
