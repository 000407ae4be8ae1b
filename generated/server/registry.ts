// GENERATED from schema/ by generator/. Do not edit.
import type { ResourceDef } from '../../src/shared/resource-spec';
export const resources: ResourceDef[] = [
  {
    "resource": "audit-log",
    "source": "schema/admin/audit-log.yaml",
    "table": "audit_logs",
    "label": "Audit logs",
    "labelSingular": "Audit log entry",
    "route": "/pages/admin/audit-logs",
    "menu": {
      "area": "admin",
      "order": 90,
      "icon": "History",
      "hidden": false
    },
    "subject": "audit-log",
    "uuid": false,
    "statuses": [
      "O"
    ],
    "defaultStatus": "O",
    "representation": "model",
    "readonly": true,
    "sort": "-id",
    "fields": [
      {
        "name": "model",
        "type": "text",
        "label": "Model",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "header_id",
        "type": "integer",
        "label": "Record",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "user_id",
        "type": "reference",
        "label": "User",
        "required": false,
        "unique": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "users",
        "readonly": false
      },
      {
        "name": "action",
        "type": "text",
        "label": "Action",
        "required": true,
        "unique": false,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "log",
        "type": "json",
        "label": "Log",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "routes": [
      {
        "path": "/pages/admin/audit-logs",
        "labelKey": "resources.audit-log.name",
        "label": "Audit logs",
        "labelSingular": "Audit log entry",
        "menu": {
          "area": "admin",
          "order": 90,
          "icon": "History",
          "hidden": false
        },
        "filter": {}
      }
    ]
  },
  {
    "resource": "companies",
    "source": "schema/masterlists/companies.yaml",
    "table": "companies",
    "label": "Companies",
    "labelSingular": "Company",
    "route": null,
    "menu": null,
    "subject": "companies",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "company_name",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "company_id",
        "type": "text",
        "label": "Company ID",
        "required": true,
        "unique": true,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "company_name",
        "type": "text",
        "label": "Company name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "co_type",
        "type": "select",
        "label": "Company type",
        "required": false,
        "unique": false,
        "default": "Customer",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Customer",
            "label": "Customer"
          },
          {
            "value": "Supplier",
            "label": "Supplier"
          }
        ],
        "readonly": false
      },
      {
        "name": "company_status",
        "type": "select",
        "label": "Company status",
        "required": false,
        "unique": false,
        "default": "Active",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Active",
            "label": "Active"
          },
          {
            "value": "Prospect",
            "label": "Prospect"
          },
          {
            "value": "Inactive",
            "label": "Inactive"
          }
        ],
        "readonly": false
      },
      {
        "name": "uen",
        "type": "text",
        "label": "UEN",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false,
        "help": "Singapore Unique Entity Number"
      },
      {
        "name": "attn",
        "type": "text",
        "label": "Attn",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "email",
        "type": "email",
        "label": "Email",
        "required": true,
        "unique": false,
        "maxLength": 254,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "tel",
        "type": "phone",
        "label": "Telephone No.",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "fax",
        "type": "phone",
        "label": "Fax",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "addr1",
        "type": "text",
        "label": "Building/Block/House No. and Street Name",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "addr2",
        "type": "text",
        "label": "Unit No. and Building Name",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "country",
        "type": "text",
        "label": "Country",
        "required": false,
        "unique": false,
        "default": "Singapore",
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "postal",
        "type": "text",
        "label": "Postal Code",
        "required": false,
        "unique": false,
        "maxLength": 12,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "gst",
        "type": "boolean",
        "label": "GST applicable",
        "required": false,
        "unique": false,
        "default": true,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "gst_percent",
        "type": "number",
        "label": "GST %",
        "required": false,
        "unique": false,
        "default": 9,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "currency_id",
        "type": "text",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "type",
        "type": "text",
        "label": "Type",
        "required": false,
        "unique": false,
        "default": "company",
        "maxLength": 20,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      }
    ],
    "related": [
      {
        "resource": "company_locations",
        "target": "header_id",
        "label": "Sites"
      }
    ],
    "routes": [
      {
        "path": "/pages/masterlists/customers",
        "labelKey": "resources.companies.routes.customers",
        "label": "Customers",
        "labelSingular": "Customer",
        "menu": {
          "area": "masterlists",
          "order": 10,
          "icon": "Business",
          "hidden": false
        },
        "filter": {
          "co_type": "Customer"
        }
      },
      {
        "path": "/pages/masterlists/supplier",
        "labelKey": "resources.companies.routes.supplier",
        "label": "Suppliers",
        "labelSingular": "Supplier",
        "menu": {
          "area": "masterlists",
          "order": 20,
          "icon": "LocalShipping",
          "hidden": false
        },
        "filter": {
          "co_type": "Supplier"
        }
      }
    ]
  },
  {
    "resource": "company_locations",
    "source": "schema/masterlists/company_locations.yaml",
    "table": "company_locations",
    "label": "Sites",
    "labelSingular": "Site",
    "route": null,
    "menu": null,
    "subject": "company_locations",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "site_name",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "header_id",
        "type": "reference",
        "label": "Company",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "companies",
        "readonly": false
      },
      {
        "name": "site_id",
        "type": "text",
        "label": "Site ID",
        "required": true,
        "unique": false,
        "maxLength": 30,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "site_name",
        "type": "text",
        "label": "Site name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "attn",
        "type": "text",
        "label": "Attn",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "tel",
        "type": "phone",
        "label": "Telephone No.",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "fax",
        "type": "phone",
        "label": "Fax",
        "required": false,
        "unique": false,
        "maxLength": 30,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "email",
        "type": "email",
        "label": "Email",
        "required": false,
        "unique": false,
        "maxLength": 254,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "addr1",
        "type": "text",
        "label": "Address line 1",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "addr2",
        "type": "text",
        "label": "Address line 2",
        "required": false,
        "unique": false,
        "maxLength": 200,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "country",
        "type": "text",
        "label": "Country",
        "required": false,
        "unique": false,
        "default": "Singapore",
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "postal",
        "type": "text",
        "label": "Postal Code",
        "required": false,
        "unique": false,
        "maxLength": 12,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "latitude",
        "type": "number",
        "label": "Latitude",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "longitude",
        "type": "number",
        "label": "Longitude",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "is_default",
        "type": "boolean",
        "label": "Default site",
        "required": false,
        "unique": false,
        "default": false,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "co_type",
        "type": "select",
        "label": "Company type",
        "required": false,
        "unique": false,
        "default": "Customer",
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "Customer",
            "label": "Customer"
          },
          {
            "value": "Supplier",
            "label": "Supplier"
          }
        ],
        "readonly": false
      },
      {
        "name": "company_status",
        "type": "select",
        "label": "Company status",
        "required": false,
        "unique": false,
        "default": "Active",
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "options": [
          {
            "value": "Active",
            "label": "Active"
          },
          {
            "value": "Prospect",
            "label": "Prospect"
          },
          {
            "value": "Inactive",
            "label": "Inactive"
          }
        ],
        "readonly": false
      },
      {
        "name": "gst",
        "type": "boolean",
        "label": "GST applicable",
        "required": false,
        "unique": false,
        "default": true,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "gst_percent",
        "type": "number",
        "label": "GST %",
        "required": false,
        "unique": false,
        "default": 9,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "currency_id",
        "type": "text",
        "label": "Currency",
        "required": false,
        "unique": false,
        "default": "SGD",
        "maxLength": 3,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "type",
        "type": "text",
        "label": "Type",
        "required": false,
        "unique": false,
        "default": "site",
        "maxLength": 20,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      }
    ],
    "related": [],
    "routes": []
  },
  {
    "resource": "products",
    "source": "schema/catalogues/products.yaml",
    "table": "products",
    "label": "Products",
    "labelSingular": "Product",
    "route": "/pages/catalogues/products",
    "menu": {
      "area": "catalogues",
      "order": 10,
      "icon": "Inventory2",
      "hidden": false
    },
    "subject": "products",
    "uuid": false,
    "statuses": [
      "N",
      "O",
      "R",
      "C",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 200,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "sku",
        "type": "text",
        "label": "SKU",
        "required": false,
        "unique": true,
        "maxLength": 60,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "richtext",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 20000,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "price",
        "type": "money",
        "label": "Price",
        "required": false,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "new_price",
        "type": "money",
        "label": "New price",
        "required": false,
        "unique": false,
        "default": 0,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "uom",
        "type": "text",
        "label": "UOM",
        "required": false,
        "unique": false,
        "maxLength": 20,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "brand",
        "type": "text",
        "label": "Brand",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "model",
        "type": "text",
        "label": "Model",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "barcode",
        "type": "text",
        "label": "Barcode",
        "required": false,
        "unique": false,
        "maxLength": 60,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "stock_quantity",
        "type": "number",
        "label": "Stock quantity",
        "required": false,
        "unique": false,
        "default": 0,
        "list": true,
        "sortable": true,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "type",
        "type": "select",
        "label": "Type",
        "required": false,
        "unique": false,
        "default": "Goods",
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "options": [
          {
            "value": "Goods",
            "label": "Goods"
          },
          {
            "value": "Service",
            "label": "Service"
          },
          {
            "value": "Spare part",
            "label": "Spare part"
          }
        ],
        "readonly": false
      },
      {
        "name": "thumbnail",
        "type": "image",
        "label": "Thumbnail",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "routes": [
      {
        "path": "/pages/catalogues/products",
        "labelKey": "resources.products.name",
        "label": "Products",
        "labelSingular": "Product",
        "menu": {
          "area": "catalogues",
          "order": 10,
          "icon": "Inventory2",
          "hidden": false
        },
        "filter": {}
      }
    ]
  },
  {
    "resource": "roles",
    "source": "schema/admin/roles.yaml",
    "table": "roles",
    "label": "Roles",
    "labelSingular": "Role",
    "route": "/pages/admin/roles",
    "menu": {
      "area": "admin",
      "order": 20,
      "icon": "AdminPanelSettings",
      "hidden": false
    },
    "subject": "roles",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "name",
    "readonly": false,
    "sort": "name",
    "fields": [
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": true,
        "maxLength": 60,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "text",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 500,
        "list": true,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "ability",
        "type": "json",
        "label": "Ability",
        "required": true,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false,
        "help": "CASL rules, e.g. [{\"action\": \"read\", \"subject\": \"uom\"}]"
      }
    ],
    "related": [],
    "routes": [
      {
        "path": "/pages/admin/roles",
        "labelKey": "resources.roles.name",
        "label": "Roles",
        "labelSingular": "Role",
        "menu": {
          "area": "admin",
          "order": 20,
          "icon": "AdminPanelSettings",
          "hidden": false
        },
        "filter": {}
      }
    ]
  },
  {
    "resource": "uom",
    "source": "schema/masterlists/uom.yaml",
    "table": "uom",
    "label": "Units of measure",
    "labelSingular": "Unit of measure",
    "route": "/pages/masterlists/uom",
    "menu": {
      "area": "masterlists",
      "order": 120,
      "icon": "Straighten",
      "hidden": false
    },
    "subject": "uom",
    "uuid": false,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "code",
    "readonly": false,
    "sort": "code",
    "fields": [
      {
        "name": "code",
        "type": "text",
        "label": "Code",
        "required": true,
        "unique": true,
        "maxLength": 20,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "name",
        "type": "text",
        "label": "Name",
        "required": true,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "description",
        "type": "richtext",
        "label": "Description",
        "required": false,
        "unique": false,
        "maxLength": 2000,
        "list": false,
        "sortable": false,
        "searchable": true,
        "filterable": false,
        "readonly": false
      }
    ],
    "related": [],
    "routes": [
      {
        "path": "/pages/masterlists/uom",
        "labelKey": "resources.uom.name",
        "label": "Units of measure",
        "labelSingular": "Unit of measure",
        "menu": {
          "area": "masterlists",
          "order": 120,
          "icon": "Straighten",
          "hidden": false
        },
        "filter": {}
      }
    ]
  },
  {
    "resource": "users",
    "source": "schema/admin/users.yaml",
    "table": "users",
    "label": "Users",
    "labelSingular": "User",
    "route": "/pages/admin/users",
    "menu": {
      "area": "admin",
      "order": 10,
      "icon": "People",
      "hidden": false
    },
    "subject": "users",
    "uuid": true,
    "statuses": [
      "O",
      "V"
    ],
    "defaultStatus": "O",
    "representation": "username",
    "readonly": false,
    "sort": "-updated_at",
    "fields": [
      {
        "name": "username",
        "type": "text",
        "label": "Username",
        "required": true,
        "unique": true,
        "maxLength": 60,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "email",
        "type": "email",
        "label": "Email",
        "required": false,
        "unique": true,
        "maxLength": 254,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "first_name",
        "type": "text",
        "label": "First name",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "last_name",
        "type": "text",
        "label": "Last name",
        "required": false,
        "unique": false,
        "maxLength": 100,
        "list": true,
        "sortable": true,
        "searchable": true,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "role",
        "type": "text",
        "label": "Role",
        "required": true,
        "unique": false,
        "default": "admin",
        "maxLength": 60,
        "list": true,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "readonly": false
      },
      {
        "name": "company_id",
        "type": "reference",
        "label": "Company",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": true,
        "reference": "companies",
        "readonly": false
      },
      {
        "name": "thumbnail",
        "type": "image",
        "label": "Thumbnail",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "password",
        "type": "password",
        "label": "Password",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": false
      },
      {
        "name": "preferences",
        "type": "json",
        "label": "Preferences",
        "required": false,
        "unique": false,
        "list": false,
        "sortable": false,
        "searchable": false,
        "filterable": false,
        "readonly": true
      }
    ],
    "related": [],
    "routes": [
      {
        "path": "/pages/admin/users",
        "labelKey": "resources.users.name",
        "label": "Users",
        "labelSingular": "User",
        "menu": {
          "area": "admin",
          "order": 10,
          "icon": "People",
          "hidden": false
        },
        "filter": {}
      }
    ]
  }
];
