-- make bench's long-tail run (scripts/bench.sh): every request a random address from the
-- file named after "--", one address a line.
local paths = {}

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then paths[#paths + 1] = line end
  end
  math.randomseed(os.time())
end

function request()
  return wrk.format("GET", paths[math.random(#paths)])
end
