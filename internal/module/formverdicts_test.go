package module

import (
	"errors"
	"fmt"
	"os"
	"testing"

	"cudasim/cu"
	"cudasim/internal/ptxforms"
)

// formVerdict is what cudasim answers for one form's module: the code at the load (Parse,
// Code, LoadError) and, where it loads, the first launch's (lowering: 218 for what it finds
// invalid, 801 for an instruction the engine does not implement).
func formVerdict(src string) (load, launch cu.Result, msg string) {
	res := func(err error) cu.Result {
		var e *cu.Error
		if errors.As(err, &e) {
			return e.Result
		}
		return cu.ErrorUnknown
	}
	im, err := Parse([]byte(src))
	if err == nil {
		var c *Code
		if c, err = im.Code(90); err == nil {
			if err = c.LoadError(false); err == nil {
				k, kerr := c.Kernel("k", true)
				if kerr == nil {
					kerr = k.Unsupported()
				}
				if kerr != nil {
					return 0, res(kerr), kerr.Error()
				}
				return 0, 0, ""
			}
		}
	}
	return res(err), 0, err.Error()
}

func TestFormVerdictsLocal(t *testing.T) {
	out := os.Getenv("CUDASIM_FORMS_OUT")
	if out == "" {
		t.Skip("CUDASIM_FORMS_OUT unset")
	}
	f, _ := os.Create(out)
	defer f.Close()
	for _, form := range ptxforms.All() {
		load, launch, msg := formVerdict(form.Module())
		fmt.Fprintf(f, "%s %d %d %s\n", form.Name, load, launch, msg)
	}
}
