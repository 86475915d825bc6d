/**
 * Regulations (规程) as data: everything in which one event differs from another. A preset is one of these
 * written down in YAML; code never asks which preset it is running. Every record fills in the 2011 Laws'
 * default for a part that is left out, so a regulations file only has to say where its event differs.
 */
package org.chuhe.regulations;
