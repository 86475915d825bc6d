package org.chuhe.app.presets;

/**
 * One line of the preset catalog: the id to ask for ({@code fujian-women-2018}), the event's Chinese title, and a
 * one-line description in Chinese and English.
 */
public record PresetInfo(String id, String name, String description, String descriptionEn) {}
