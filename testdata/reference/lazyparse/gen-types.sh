#!/bin/bash
# gen-types.sh: writes ptx/t_*.ptx from cases.txt (NAME|DECLS|STATEMENT): one kernel, bad, whose
# body declares %r<3>, %rd<4> and DECLS and holds STATEMENT (operand types against the
# instruction's type).
mkdir -p ptx
while IFS='|' read name decl stmt; do
  glob=""; [ "$name" = add_u64_sym ] && glob=".global .u32 gg;" && decl=""
  cat > ptx/t_$name.ptx <<PTX
.version 7.8
.target sm_90
.address_size 64
$glob
.visible .entry bad(.param .u64 p)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<4>;
	$decl
	ld.param.u64 %rd1, [p];
	$stmt
	ret;
}
PTX
done < cases.txt
