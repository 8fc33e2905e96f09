import { PRODUCT_CATEGORIES } from '@aspire/contracts/shop';
import {
  ClearFilters,
  deskStyles as desk,
  FilterSelect,
  KeysHint,
  PagedTable,
  QuickFilters,
  SearchBox,
  useListKeys,
  useUrlFilters,
} from '@aspire/ui/desk.ts';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { staffProductsPageQuery } from '../../lib/staff-product-queries.ts';
import { FILTER_CHECKS, QUICK_FILTERS, searchOf } from './product-filters.ts';
import { CATEGORY_LABELS, COLUMNS, ProductRows } from './product-rows.tsx';
import styles from './products-desk.module.css';

/**
 * The products desk's list: every product in the shop's order, filtered by the address's search
 * parameters, searched as one types, read a page at a time, with low and sold-out stock one press away.
 */
export function ProductsList() {
  const { filters, filtered, setFilter, clear } = useUrlFilters(FILTER_CHECKS);
  const search = searchOf(filters);
  const searchField = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  useListKeys(list, searchField);

  return (
    <div className={desk.desk}>
      <div className={desk.head}>
        <h1>Products</h1>
        <div className={desk.actions}>
          <QuickFilters
            choices={QUICK_FILTERS}
            value={filters.stock}
            onChange={(value) => setFilter('stock', value)}
          />
          <Link to="/staff/products/new" className={`${desk.primary} ${styles.linkButton}`}>
            New product
          </Link>
        </div>
      </div>
      <SearchBox
        id="products-search"
        placeholder="A word of the product’s name"
        className={desk.search}
        value={filters.q ?? ''}
        onSearch={(text) => setFilter('q', text.trim())}
        inputRef={searchField}
      />
      <fieldset className={desk.filters}>
        <legend className="visually-hidden">Filters</legend>
        <FilterSelect
          name="category"
          label="Category"
          value={filters.category}
          onChange={(value) => setFilter('category', value)}
        >
          <option value="">Any category</option>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          name="status"
          label="On sale"
          value={filters.status}
          onChange={(value) => setFilter('status', value)}
        >
          <option value="">On sale or not</option>
          <option value="active">On sale</option>
          <option value="inactive">Off sale</option>
        </FilterSelect>
      </fieldset>
      <ClearFilters filtered={filtered} onClear={clear} />
      <KeysHint opens="a product" />
      <div ref={list}>
        <PagedTable
          pageQuery={(after) => staffProductsPageQuery(search, after)}
          rows={(page) => <ProductRows rows={page.rows} />}
          caption="Products, in the shop’s order"
          columns={COLUMNS}
          what="the products"
          whatMore="more products"
          emptyText={
            filtered ? 'No products match these filters.' : 'No products yet: add the first with New product.'
          }
          endText="That is every product these filters select."
          onClear={filtered ? clear : undefined}
        />
      </div>
    </div>
  );
}
