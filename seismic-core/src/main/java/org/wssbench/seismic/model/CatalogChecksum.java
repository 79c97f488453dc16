package org.wssbench.seismic.model;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * SHA-256 over a canonical binary encoding of a quake list, so two catalogues can be compared
 * by a short string whatever produced them.
 *
 * <p>Encoding (all integers big-endian, doubles as {@link Double#doubleToLongBits} so NaN is canonical):
 * <pre>
 *   int32  number of quakes
 *   per quake, in catalogue (time) order:
 *     int64  millis
 *     int64  latitude bits, int64 longitude bits, int64 depthKm bits, int64 magnitude bits
 *     int32  UTF-8 byte length of magnitudeMethod, then those bytes
 *     int32  region id (Flinn-Engdahl geographic number)
 *     int32  seismic area number
 * </pre>
 * Region and area names are not hashed: they are fixed by the numbers.
 */
final class CatalogChecksum {

    private CatalogChecksum() {
    }

    static String sha256Hex(List<Quake> quakes) {
        MessageDigest digest = newSha256();
        ByteBuffer buffer = ByteBuffer.allocate(1024);
        buffer.putInt(quakes.size());
        for (Quake quake : quakes) {
            byte[] method = quake.magnitudeMethod().getBytes(StandardCharsets.UTF_8);
            if (buffer.remaining() < 56 + method.length) {
                flush(buffer, digest);
            }
            buffer.putLong(quake.millis())
                    .putLong(Double.doubleToLongBits(quake.latitude()))
                    .putLong(Double.doubleToLongBits(quake.longitude()))
                    .putLong(Double.doubleToLongBits(quake.depthKm()))
                    .putLong(Double.doubleToLongBits(quake.magnitude()))
                    .putInt(method.length)
                    .put(method)
                    .putInt(quake.region().id())
                    .putInt(quake.area().number());
        }
        flush(buffer, digest);
        return HexFormat.of().formatHex(digest.digest());
    }

    private static void flush(ByteBuffer buffer, MessageDigest digest) {
        buffer.flip();
        digest.update(buffer);
        buffer.clear();
    }

    private static MessageDigest newSha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform must provide SHA-256", e);
        }
    }
}
