package org.wssbench.seismic.catalog;

import java.util.Map;
import java.util.TreeMap;

import org.wssbench.seismic.model.Catalog;
import org.wssbench.seismic.model.Quake;
import org.wssbench.seismic.model.SeismicArea;

/**
 * Prints a catalogue's identity, checksum and a few counts.
 * Usage: {@code java -cp seismic-core.jar org.wssbench.seismic.catalog.CatalogInfo [spec]} (default "synthetic").
 */
public final class CatalogInfo {

    private CatalogInfo() {
    }

    public static void main(String[] args) {
        String spec = args.length > 0 ? args[0] : CatalogSource.DEFAULT_SPEC;
        Catalog catalog = CatalogSource.load(spec);
        System.out.println("identity: " + catalog.identity());
        System.out.println("sha256:   " + catalog.checksum());
        System.out.println("quakes:   " + catalog.size());
        System.out.println("window:   " + catalog.timeWindow());
        System.out.println("regions:  " + catalog.regions().size() + " referenced");
        Map<Integer, Integer> perArea = new TreeMap<>();
        int shallow = 0;
        int intermediate = 0;
        int deep = 0;
        for (Quake quake : catalog.quakes()) {
            perArea.merge(quake.area().number(), 1, Integer::sum);
            if (quake.depthKm() < 70) {
                shallow++;
            } else if (quake.depthKm() < 300) {
                intermediate++;
            } else {
                deep++;
            }
        }
        System.out.printf("depth:    %d shallow, %d intermediate, %d deep%n", shallow, intermediate, deep);
        System.out.println("areas:    " + perArea.size() + " of " + catalog.areas().size() + " have quakes");
        for (SeismicArea area : catalog.areas()) {
            System.out.printf("  %2d %-48s %7d%n", area.number(), area.name(), perArea.getOrDefault(area.number(), 0));
        }
    }
}
