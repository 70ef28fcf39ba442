/**
 * The catalogue copy's commit on Redis as one Lua script (atomic: no instance sees half of it, and
 * no other commit comes between its check and its writes): the compare-and-set of
 * catalogue-copy/store.ts. A script rather than WATCH/MULTI: a WATCH belongs to the connection,
 * which the store's other commands share (any EXEC on it would end the watch).
 */

/**
 * KEYS: current (hash), versions (set), changes (list). ARGV: key base (`…copy:`), version id,
 * version JSON, its startedAt, its finishedAt, the version compared with ('' for none), the change
 * record JSON, changes kept, ms after which a version still building is abandoned.
 * Returns ['committed'], ['older'] or ['moved', current id or ''].
 */
export const commitScript = `
local base, id, json = ARGV[1], ARGV[2], ARGV[3]
local startedAt, finishedAt = tonumber(ARGV[4]), tonumber(ARGV[5])
local over, record, kept, abandoned = ARGV[6], ARGV[7], tonumber(ARGV[8]), tonumber(ARGV[9])
local function read(versionId)
  local text = redis.call('GET', base .. 'version:' .. versionId)
  if not text then return nil end
  local ok, version = pcall(cjson.decode, text)
  if ok and type(version) == 'table' and tonumber(version.startedAt) then return version end
  return nil
end
local function drop(versionId)
  redis.call('DEL', base .. 'version:' .. versionId, base .. 'entries:' .. versionId)
  redis.call('SREM', KEYS[2], versionId)
end
local current = redis.call('HGET', KEYS[1], 'version') or ''
if current ~= '' then
  local version = read(current)
  if version and tonumber(version.startedAt) > startedAt then
    drop(id)
    return {'older'}
  end
end
if current ~= over then return {'moved', current} end
for _, other in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  if other ~= id and other ~= current then
    local version = read(other)
    local finished = version and version.finishedAt ~= nil and version.finishedAt ~= cjson.null
    if not version or finished or finishedAt - tonumber(version.startedAt) > abandoned then
      drop(other)
    end
  end
end
redis.call('SET', base .. 'version:' .. id, json)
redis.call('SADD', KEYS[2], id)
redis.call('HSET', KEYS[1], 'version', id)
redis.call('HDEL', KEYS[1], 'failedAt')
redis.call('LPUSH', KEYS[3], record)
redis.call('LTRIM', KEYS[3], 0, kept - 1)
return {'committed'}
`;
