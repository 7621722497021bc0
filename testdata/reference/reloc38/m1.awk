# add .minnctapersm 1 after a .maxntid/.reqntid line not followed by .minnctapersm
{ if (pend) { if ($1 !~ /^\.minnctapersm/) print ".minnctapersm 1"; pend=0 }
  print; if ($1 ~ /^\.(maxntid|reqntid)$/) pend=1 }
